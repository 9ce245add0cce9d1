import { queryMessageList } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { messageKeys } from '../../backoffice/messages/keys';
import { prefixedTitle } from '../../backoffice/messages/message-title';
import { useDict } from '../../dictionaries/use-dict';
import { formatDateTime } from '../../resources/formatters';

const LATEST_UNREAD = 5;

/** The bell's panel: the latest unread messages and the way to all (a chunk of its own, loaded on opening). */
export default function LatestUnread({ onOpen }: { onOpen: (path: string) => void }) {
  const { t, i18n } = useTranslation();
  const kinds = useDict('MESSAGE_KIND');
  const latest = useQuery({
    queryKey: messageKeys.unreadLatest(),
    queryFn: () => api(queryMessageList, { readFlag: 0, pageNo: 1, pageSize: LATEST_UNREAD }),
  });
  return (
    <div style={{ width: 'min(320px, calc(100vw - 48px))' }} data-testid="message-bell-panel">
      <List
        size="small"
        loading={latest.isLoading}
        dataSource={latest.data?.rows ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.noUnreadMessages')} />
          ),
        }}
        renderItem={(message) => (
          <List.Item
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(`/messageDetail?messageId=${encodeURIComponent(message.messageId)}`)}
            data-testid={`message-bell-item-${message.messageId}`}
          >
            <List.Item.Meta
              title={
                <Typography.Text ellipsis style={{ maxWidth: 280 }}>
                  {prefixedTitle(kinds.labelOf(message.kind), message.title, i18n.language)}
                </Typography.Text>
              }
              description={formatDateTime(message.createdAt)}
            />
          </List.Item>
        )}
      />
      <Button type="link" block onClick={() => onOpen('/messageList')} data-testid="message-bell-all">
        {t('layout.allMessages')}
      </Button>
    </div>
  );
}
