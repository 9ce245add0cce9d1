import { Badge, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDict } from '../../dictionaries/use-dict';
import { formatDateTime } from '../../resources/formatters';
import { prefixedTitle } from '../messages/message-title';
import { useWorkbench } from './use-workbench';
import { localName, WorkbenchError } from './WorkbenchState';

const empty = (description: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />,
});

/** The unread messages of the user's inbox: how many, the latest, and the way to all. */
export function WorkbenchMessagesCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const kinds = useDict('MESSAGE_KIND');
  const workbench = useWorkbench();
  const messages = workbench.data?.messages;
  return (
    <Card
      title={
        <Space size={8}>
          {t('workbench.messages')}
          {messages && messages.unread > 0 && (
            <Badge
              count={messages.unread}
              overflowCount={99}
              title={t('workbench.unreadCount', { count: messages.unread })}
              data-testid="workbench-unread"
            />
          )}
        </Space>
      }
      loading={workbench.isPending}
      data-testid="workbench-messages"
      extra={
        <Button type="link" onClick={() => navigate('/messageList')}>
          {t('workbench.allMessages')}
        </Button>
      }
    >
      {workbench.isError ? (
        <WorkbenchError error={workbench.error} retry={() => void workbench.refetch()} />
      ) : (
        <List
          size="small"
          dataSource={messages?.latest ?? []}
          locale={empty(t('workbench.noUnread'))}
          renderItem={(message) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(`/messageDetail?messageId=${encodeURIComponent(message.messageId)}`)}
              data-testid={`workbench-message-${message.messageId}`}
            >
              <List.Item.Meta
                title={
                  <Typography.Text ellipsis>
                    {prefixedTitle(kinds.labelOf(message.kind), message.title, i18n.language)}
                  </Typography.Text>
                }
                description={formatDateTime(message.createdAt)}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The platform's latest notices (the storefront's notice column), each opening in the storefront. */
export function WorkbenchNoticesCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const workbench = useWorkbench();
  return (
    <Card
      title={t('workbench.notices')}
      loading={workbench.isPending}
      data-testid="workbench-notices"
      extra={
        <Button type="link" onClick={() => navigate('/noticeList')}>
          {t('workbench.allNotices')}
        </Button>
      }
    >
      {workbench.isError ? (
        <WorkbenchError error={workbench.error} retry={() => void workbench.refetch()} />
      ) : (
        <List
          size="small"
          dataSource={workbench.data?.notices ?? []}
          locale={empty(t('workbench.noNotices'))}
          renderItem={(notice) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(`/noticeDetail?articleId=${encodeURIComponent(notice.articleId)}`)}
              data-testid={`workbench-notice-${notice.articleId}`}
            >
              <List.Item.Meta
                title={
                  // One line cut with an ellipsis, the pinned tag in it (a wrapper around the text kept it from
                  // being cut: a long title ran out of the card).
                  <Typography.Text ellipsis>
                    {notice.pinned && <Tag color="red">{t('workbench.pinned')}</Tag>}
                    {localName(notice.title, notice.titleEn, i18n.language)}
                  </Typography.Text>
                }
                description={formatDateTime(notice.publishFrom)}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
