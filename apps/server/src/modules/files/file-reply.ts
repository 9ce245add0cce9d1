import type { Readable } from 'node:stream';
import { errorEnvelope, formatMessage, pickLocale, SIGN_HEADERS } from '@procuremart/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/actor';
import { now } from '../../platform/clock';
import { BusinessError, loginExpiredError } from '../../platform/errors';
import { resolveActor } from '../identity';

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266), e.g. for 品牌列表_20261123.xlsx. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const HTTP_STATUS: Record<string, number> = { AE401: 401, E403: 403, E404: 404 };

/**
 * A GET route that streams a file to a logged-in user (a link or an <img> sends the auth-token cookie, not
 * the signed headers of calls). Refusals are the usual envelope with a matching HTTP status.
 */
export async function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  find: (actor: Actor) => Promise<{
    stream: Readable;
    contentType: string;
    fileName: string;
    size: number | null;
    disposition: 'inline' | 'attachment';
  }>,
) {
  const locale = pickLocale(request.headers['accept-language']);
  try {
    const token = request.cookies[SIGN_HEADERS.token] ?? '';
    const actor = await resolveActor(request.server.db, token, request.ip ?? null, now());
    if (!actor) throw loginExpiredError();
    const file = await find(actor);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.disposition, file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.stream);
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    return reply
      .status(HTTP_STATUS[error.code] ?? 400)
      .send(errorEnvelope(error.code, formatMessage(error.messageKey, locale, error.params)));
  }
}
