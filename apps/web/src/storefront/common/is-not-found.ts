import { ErrorCode } from '@procuremart/contract';
import { isApiError } from '../../api/client';

/** The server's answer means "no such thing" (unknown or malformed id), not a failure worth retrying. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.notFound || error.code === ErrorCode.validation);
}
