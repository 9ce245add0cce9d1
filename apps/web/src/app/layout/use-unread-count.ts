import { getUnreadMessageCount } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { messageKeys } from '../../backoffice/messages/keys';
import { setTitlePrefix } from '../page-title';
import { useSession } from '../session';

/** How often an open page asks for the unread count. */
export const UNREAD_REFRESH_MS = 60_000;

/** The logged-in user's unread site messages, refreshed every minute and on focus (one query for all). */
export function useUnreadCount(): number {
  const { token, userInfo } = useSession();
  // A signed-in user, not a session being opened or closed (the supplier login ends a wrong kind's at once).
  const signedIn = Boolean(token && userInfo);
  const unread = useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: () => api(getUnreadMessageCount, {}, { notify: false }),
    enabled: signedIn,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return signedIn ? (unread.data?.count ?? 0) : 0;
}

/** SPEC §1: the page title starts with "(n messages)" while the logged-in user has unread messages. */
export function UnreadTitle() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  useEffect(() => {
    setTitlePrefix(count > 0 ? t('layout.titleUnread', { count }) : '');
  }, [count, t]);
  return null;
}
