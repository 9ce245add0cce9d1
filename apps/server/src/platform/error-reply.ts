import { type Envelope, ErrorCode, errorEnvelope, formatMessage, type Locale } from '@procuremart/contract';
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from './errors';
import { describeInputError, InputError } from './input';
import { BodyParseError, MAX_JSON_DEPTH } from './json-body';
import { loggableError } from './log-safety';
import { TooManyRequestsError } from './rate-limit';

export interface ErrorReply {
  status: number;
  envelope: Envelope<unknown>;
  headers?: Record<string, string>;
}

/** Fastify's own request errors (body parsing, media type, size) carry a 4xx status. */
const isRequestError = (error: unknown): error is { statusCode: number; code?: string; message: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
  (error as { statusCode: number }).statusCode >= 400 &&
  (error as { statusCode: number }).statusCode < 500;

/** The envelope data of a business refusal: the field at fault and the facts it carries, or null. */
function businessData(error: BusinessError): Record<string, unknown> | null {
  if (!error.field && !error.data) return null;
  return { ...(error.field ? { field: error.field } : {}), ...error.data };
}

/**
 * Maps any error to the envelope. Expected failures answer HTTP 200 with their code (the envelope says
 * what went wrong); unparseable requests answer 4xx; anything else 500 with a reference, never a stack.
 */
export function toErrorReply(
  error: unknown,
  locale: Locale,
  log: FastifyBaseLogger,
  requestId: string,
): ErrorReply {
  if (error instanceof TooManyRequestsError) {
    return {
      status: 429,
      envelope: errorEnvelope(error.code, formatMessage(error.messageKey, locale, error.params)),
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    };
  }
  if (error instanceof BusinessError) {
    const desc = formatMessage(error.messageKey, locale, error.params);
    return {
      status: 200,
      envelope: errorEnvelope(error.code, desc, businessData(error)),
    };
  }
  if (error instanceof InputError) {
    const { respDesc, data } = describeInputError(error, locale);
    return { status: 200, envelope: errorEnvelope(ErrorCode.validation, respDesc, data) };
  }
  if (error instanceof BodyParseError) {
    const desc = formatMessage(error.messageKey, locale, { max: MAX_JSON_DEPTH, field: error.field ?? '' });
    const data = error.field === null ? null : { field: error.field };
    return { status: 400, envelope: errorEnvelope(ErrorCode.validation, desc, data) };
  }
  if (isRequestError(error)) {
    const malformed = error.statusCode === 400;
    const desc = malformed
      ? formatMessage('error.malformedJson', locale)
      : formatMessage('error.invalidInput', locale, { detail: error.code ?? error.message });
    return { status: error.statusCode, envelope: errorEnvelope(ErrorCode.validation, desc) };
  }
  log.error({ err: loggableError(error), reference: requestId }, 'unexpected failure');
  return {
    status: 500,
    envelope: errorEnvelope(ErrorCode.internal, formatMessage('error.internal', locale, { id: requestId })),
  };
}
