import { ErrorCode, type MessageKey } from '@procuremart/contract';

export type MessageParams = Record<string, string | number>;

/**
 * An expected failure: an envelope code and a message key, optionally naming the input field at fault and
 * facts a client may act on (the envelope's data, e.g. the login attempts left).
 */
export class BusinessError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly field?: string,
    readonly data?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'BusinessError';
  }
}

/** A business rule broken by one input field (code 8888), shown under that field. */
export const fieldError = (messageKey: MessageKey, field: string, params: MessageParams = {}) =>
  new BusinessError(ErrorCode.business, messageKey, params, field);

export const notFoundError = () => new BusinessError(ErrorCode.notFound, 'error.notFound');
export const staleVersionError = () => new BusinessError(ErrorCode.conflict, 'error.staleVersion');
export const forbiddenError = () => new BusinessError(ErrorCode.forbidden, 'error.forbidden');
export const loginExpiredError = () => new BusinessError(ErrorCode.loginExpired, 'error.loginExpired');
export const passwordChangeRequiredError = () =>
  new BusinessError(ErrorCode.passwordChangeRequired, 'error.passwordChangeRequired');
/** A call not open to a user whose organisation's registration is still under audit (or refused). */
export const underReviewError = () => new BusinessError(ErrorCode.underReview, 'org.underReview');
export const signatureError = () => new BusinessError(ErrorCode.signature, 'error.signature');

export function throwIfNotFound<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFoundError();
  return row;
}

/** An optimistic-concurrency write that matched no row means someone else changed the record first. */
export function throwIfStale<T>(updated: T[]): T {
  if (updated.length === 0) throw staleVersionError();
  return updated[0];
}
