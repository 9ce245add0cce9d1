import { NotificationOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginAddress } from '../../app/guard';
import { formatDateTime } from '../../resources/formatters';
import { PUBLIC_MESSAGES_PAGE_SIZE, usePublicMessages } from './public-message-queries';
import './public-messages.css';
import { LoginOutlined } from '../../app/ui/csp-safe-icons';

export const publicMessagePath = (messageId: string) =>
  `/messageDetail?messageId=${encodeURIComponent(messageId)}`;

/** /messageList for a visitor (SPEC §2): the platform-wide messages, newest first, paged. */
export function PublicMessageList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const messages = usePublicMessages(pageNo);
  const page = messages.data;

  let content: ReactNode;
  if (messages.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('layout.pageError')}
        action={<Button onClick={() => void messages.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!page) {
    content = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (page.rows.length === 0) {
    content = <Empty description={t('message.emptyHint')} data-testid="public-messages-empty" />;
  } else {
    content = (
      <>
        <ul className="pm-public-messages" data-testid="public-messages">
          {page.rows.map((message) => (
            <li key={message.messageId} className="pm-public-message">
              <Link
                to={publicMessagePath(message.messageId)}
                data-testid={`public-message-${message.messageId}`}
              >
                {message.title}
              </Link>
              <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
            </li>
          ))}
        </ul>
        {page.total > PUBLIC_MESSAGES_PAGE_SIZE && (
          <Pagination
            current={pageNo}
            pageSize={PUBLIC_MESSAGES_PAGE_SIZE}
            total={page.total}
            onChange={setPageNo}
            showSizeChanger={false}
            className="pm-public-messages-pages"
          />
        )}
      </>
    );
  }

  return (
    <div className="pm-store-inner pm-public-messages-page" data-testid="public-message-list">
      <h1 className="pm-public-messages-title">
        <NotificationOutlined /> {t('message.publicTitle')}
      </h1>
      <Typography.Paragraph type="secondary">
        {t('message.publicIntro')}{' '}
        <Typography.Link
          onClick={() => navigate(loginAddress('/messageList'))}
          data-testid="public-messages-login"
        >
          <LoginOutlined /> {t('message.publicLogin')}
        </Typography.Link>
      </Typography.Paragraph>
      {content}
    </div>
  );
}
