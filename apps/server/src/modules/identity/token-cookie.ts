import { SIGN_HEADERS } from '@procuremart/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionLifetimeMs } from './session';

/** Whether the auth-token cookie is Secure: whenever the public address is https. */
export const secureCookieOf = (app: FastifyInstance): boolean =>
  app.appConfig.publicUrl?.toLowerCase().startsWith('https:') ?? false;

/**
 * The auth-token cookie of a session just opened. The web reads it (SPEC §4 guard, SPEC §7 signs with the
 * token), so it is not httpOnly; calls still need the header.
 */
export function setTokenCookie(reply: FastifyReply, token: string, remember: boolean, secure: boolean): void {
  reply.setCookie(SIGN_HEADERS.token, token, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(sessionLifetimeMs(remember) / 1000),
  });
}
