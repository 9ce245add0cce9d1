import { ArrowLeftOutlined, DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { deleteMessages, getMessage } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { safeRedirect } from '../../app/guard';
import { useSession } from '../../app/session';
import { useTabQuery, useTabTitle } from '../../app/tabs/tab-title';
import { DictTag } from '../../dictionaries/DictTag';
import { useDict } from '../../dictionaries/use-dict';
import { formatDateTime } from '../../resources/formatters';
import { PublicMessageDetail } from '../../storefront/messages/PublicMessageDetail';
import { messageKeys } from './keys';
import { prefixedTitle } from './message-title';

/** /messageDetail (SPEC §2): a visitor reads a platform-wide message, a signed-in user one of their own. */
export default function MessageDetailPage() {
  return useSession().token ? <InboxMessage /> : <PublicMessageDetail />;
}

/** One of the user's messages: reading it marks it read; a link opens the record it is about. */
function InboxMessage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kinds = useDict('MESSAGE_KIND');
  const messageId = useTabQuery().messageId ?? '';
  const detail = useQuery({
    queryKey: [...messageKeys.detail(messageId), i18n.language],
    queryFn: () => api(getMessage, { messageId }, { notify: false }),
    enabled: messageId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const message = detail.data;
  useTabTitle(message?.title);

  // Read now: the badge and the list show it.
  useEffect(() => {
    if (!message) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadLatest() });
    void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
  }, [message, queryClient]);

  const back = () => navigate('/messageList');
  if (messageId === '' || detail.isError) {
    return (
      <Result
        status="404"
        title={t('message.notFound')}
        extra={<Button onClick={back}>{t('message.action.back')}</Button>}
      />
    );
  }
  if (!message) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  const confirmDelete = () =>
    feedback.modal.confirm({
      title: t('message.confirm.delete'),
      content: t('message.confirm.deleteHint'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'message-delete-ok' } as never,
      onOk: async () => {
        await api(deleteMessages, { messageIds: [message.messageId] });
        feedback.message.success(t('message.success.delete'));
        await queryClient.invalidateQueries({ queryKey: messageKeys.all });
        back();
      },
    });

  return (
    <Card
      title={
        <Typography.Text data-testid="message-title">
          {prefixedTitle(kinds.labelOf(message.kind), message.title, i18n.language)}
        </Typography.Text>
      }
      extra={<DictTag code="MESSAGE_KIND" value={message.kind} />}
      data-testid="message-detail"
    >
      <Typography.Paragraph type="secondary">{formatDateTime(message.createdAt)}</Typography.Paragraph>
      <Typography.Paragraph data-testid="message-body" style={{ whiteSpace: 'pre-wrap' }}>
        {message.body}
      </Typography.Paragraph>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('message.action.back')}
        </Button>
        {message.link && (
          <Button
            type="primary"
            icon={<LinkOutlined />}
            onClick={() => navigate(safeRedirect(message.link, '/messageList'))}
            data-testid="message-open-record"
          >
            {t('message.action.openRecord')}
          </Button>
        )}
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="message-delete">
          {t('message.action.delete')}
        </Button>
      </Space>
    </Card>
  );
}
