import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from './use-unread-count';

// The panel's list (antd List with its pagination) loads on the first opening, not with every back-office page.
const LatestUnread = lazy(() => import('./MessageBellPanel'));

/** The header's bell: the unread count as a badge, refreshed every minute and after reading; opens the latest. */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  const openPath = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      // On a phone the bell sits mid-header: the panel moves left into the screen instead of being cut off.
      align={{ overflow: { adjustX: 1, adjustY: 1, shiftX: true } }}
      open={open}
      onOpenChange={setOpen}
      title={count > 0 ? t('layout.unreadMessages', { count }) : t('layout.messages')}
      content={
        open ? (
          <Suspense fallback={<Spin size="small" />}>
            <LatestUnread onOpen={openPath} />
          </Suspense>
        ) : null
      }
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
