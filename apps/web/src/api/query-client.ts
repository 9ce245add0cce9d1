import { QueryClient } from '@tanstack/react-query';
import { isApiError, TransportCode } from './api-error';

/** Only a lost connection or a server-side failure is worth one more try; business answers are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  if (error.code === TransportCode.network) return true;
  return error.httpStatus !== undefined && error.httpStatus >= 502 && error.httpStatus <= 504;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      // Coming back to the window reloads the open views older than staleTime: other users may have moved
      // their records meanwhile (what this user changes refreshes at once, see entity-refresh.ts).
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
