import { BellOutlined } from '@ant-design/icons';
import { getUnreadMessageCount, queryMessageList } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { messageKeys } from '../../backoffice/messages/keys';
import { prefixedTitle } from '../../backoffice/messages/message-title';
import { useDict } from '../../dictionaries/use-dict';
import { formatDateTime } from '../../resources/formatters';

/** How often the header asks for the unread count while the back office is open. */
export const UNREAD_REFRESH_MS = 60_000;
const LATEST_UNREAD = 5;

function LatestUnread({ onOpen }: { onOpen: (path: string) => void }) {
  const { t, i18n } = useTranslation();
  const kinds = useDict('MESSAGE_KIND');
  const latest = useQuery({
    queryKey: messageKeys.unreadLatest(),
    queryFn: () => api(queryMessageList, { readFlag: 0, pageNo: 1, pageSize: LATEST_UNREAD }),
  });
  return (
    <div style={{ width: 320 }} data-testid="message-bell-panel">
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

/** The header's bell: the unread count as a badge, refreshed every minute and after reading; opens the latest. */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: () => api(getUnreadMessageCount, {}, { notify: false }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = unread.data?.count ?? 0;
  const openPath = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={count > 0 ? t('layout.unreadMessages', { count }) : t('layout.messages')}
      content={open ? <LatestUnread onOpen={openPath} /> : null}
    >
      <Button
        type="text"
        aria-label={count > 0 ? t('layout.unreadMessages', { count }) : t('layout.messages')}
        data-testid="message-bell"
      >
        <Badge count={count} size="small" overflowCount={99} data-testid="message-bell-count">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
