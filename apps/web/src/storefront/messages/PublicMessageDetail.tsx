import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../resources/formatters';
import { usePublicMessage } from './public-message-queries';
import './public-messages.css';

/** /messageDetail for a visitor: one platform-wide message; anything else is not found. */
export function PublicMessageDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = useSearchParams()[0].get('messageId') ?? '';
  const detail = usePublicMessage(messageId);
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate('/messageList')}
      data-testid="public-message-back"
    >
      {t('message.action.back')}
    </Button>
  );
  let content: ReactNode;
  if (messageId === '' || detail.isError) {
    content = <Result status="404" title={t('message.notFound')} extra={back} />;
  } else if (!detail.data) {
    content = <Skeleton active paragraph={{ rows: 4 }} />;
  } else {
    content = (
      <article data-testid="public-message-detail">
        <h1 className="pm-public-messages-title">{detail.data.title}</h1>
        <Typography.Paragraph type="secondary">{formatDateTime(detail.data.createdAt)}</Typography.Paragraph>
        <Typography.Paragraph className="pm-public-message-body" data-testid="public-message-body">
          {detail.data.body}
        </Typography.Paragraph>
        {back}
      </article>
    );
  }
  return <div className="pm-store-inner pm-public-messages-page">{content}</div>;
}
