import { isStateMoved } from '@procuremart/contract';

/** A failed call: the envelope code (or a transport code) and the already translated description. */
export class ApiError extends Error {
  readonly code: string;
  readonly respDesc: string;
  readonly field?: string;
  /** Every field the server named with its message (E400 lists all of them); forms show each one. */
  readonly errors?: { field: string; message: string }[];
  readonly httpStatus?: number;
  /** Facts of a business refusal a page may act on (the envelope's data, e.g. captchaRequired). */
  readonly facts?: Record<string, unknown>;

  constructor(init: {
    code: string;
    respDesc: string;
    field?: string;
    errors?: { field: string; message: string }[];
    httpStatus?: number;
    facts?: Record<string, unknown>;
  }) {
    super(init.respDesc || init.code);
    this.name = 'ApiError';
    this.code = init.code;
    this.respDesc = init.respDesc;
    this.field = init.field;
    this.errors = init.errors;
    this.httpStatus = init.httpStatus;
    this.facts = init.facts;
  }
}

/** Transport failures that never reach the envelope. */
export const TransportCode = {
  timeout: 'TIMEOUT',
  network: 'NETWORK',
  cancelled: 'CANCELLED',
  http: 'HTTP',
} as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A refusal because the record moved on since it was read (STATE_MOVED_CODES): the dialog asking about it closes. */
export const isStateMovedError = (error: unknown): boolean => isApiError(error) && isStateMoved(error.code);
