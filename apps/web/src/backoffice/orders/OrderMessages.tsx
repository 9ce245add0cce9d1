import type { OrderMessage } from '@procuremart/contract';
import { queryOrderMessages } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { CARD_TABLE } from '../../resources/card-table';
import { formatDateTime } from '../../resources/formatters';
import { tableColumns } from '../../resources/table-columns';
import type { ColumnDescriptor } from '../../resources/types';
import { orderKeys } from './keys';

function ReadAt({ message }: { message: OrderMessage }) {
  const { t } = useTranslation();
  return <span>{message.readAt ? formatDateTime(message.readAt) : t('order.messages.unread')}</span>;
}

const columns: ColumnDescriptor<OrderMessage>[] = [
  { field: 'sentAt', titleKey: 'order.messages.sentAt', view: { kind: 'datetime' } },
  {
    field: 'party',
    titleKey: 'order.messages.party',
    view: { kind: 'text', labelKeyOf: (party) => `order.messages.partyOf.${String(party)}` },
  },
  { field: 'orgName', titleKey: 'order.messages.orgName' },
  { field: 'userName', titleKey: 'order.messages.userName' },
  { field: 'title', titleKey: 'order.messages.title' },
  {
    field: 'readAt',
    titleKey: 'order.messages.readAt',
    view: { kind: 'custom', render: (message) => <ReadAt message={message} /> },
  },
];

/**
 * "Messages sent" of the one order detail: the site messages the order's steps sent, when and to whom, as
 * far as the viewer's side may see them (loaded when the tab opens; reloaded after a step on the order).
 */
export function OrderMessages({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const messages = useQuery({
    queryKey: orderKeys.messages(orderId),
    queryFn: () => api(queryOrderMessages, { orderId }, { notify: false }),
  });
  if (messages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('order.messages.loadFailed')}
        description={(messages.error as { respDesc?: string }).respDesc}
        action={
          <Button size="small" onClick={() => void messages.refetch()}>
            {t('resource.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Card size="small" title={t('order.tab.messages')}>
      <Table<OrderMessage>
        className={CARD_TABLE}
        data-testid="order-messages"
        size="small"
        rowKey="copyId"
        loading={messages.isPending}
        columns={tableColumns(columns, undefined, t)}
        dataSource={messages.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('order.messages.empty') }}
      />
    </Card>
  );
}
