import { getWorkbench } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { workbenchKeys } from './keys';

/**
 * The signed-in user's workbench (umc_getWorkbench), one read for all its cards. Only while signed in, and
 * quietly (like the unread count): a logout clears the queries and restores the visitor's language while the
 * page is still mounted, and the refetch that follows must not announce "login expired" right after a
 * deliberate logout. Not read again on focus (which also sent one last read with the ended session during a
 * logout); writes of what it shows refresh it, and its to-do card has a refresh button.
 */
export function useWorkbench() {
  const { token, userInfo } = useSession();
  return useQuery({
    queryKey: workbenchKeys.all,
    queryFn: () => api(getWorkbench, {}, { notify: false }),
    enabled: Boolean(token && userInfo),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
