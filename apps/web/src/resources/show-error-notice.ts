import { ErrorCode } from '@procuremart/contract';
import { isApiError, TransportCode } from '../api/api-error';
import { showErrorNotice as showNotice } from '../api/notices';

/** Shows a failure the caller kept quiet (notify: false) as the request layer's SPEC §8 notice. */
export function showErrorNotice(error: unknown): void {
  if (!isApiError(error)) {
    showNotice(error instanceof Error ? error.message : String(error));
    return;
  }
  // Login expiry has its own modal and a cancelled request was replaced by a newer one.
  if (error.code === ErrorCode.loginExpired || error.code === TransportCode.cancelled) return;
  showNotice(error.respDesc || error.message);
}
