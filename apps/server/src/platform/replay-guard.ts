// A signed request that writes is accepted once. The sign covers body, route name, sign-time and token, and
// a sign-time is valid for SIGN_MAX_SKEW_MS either side of the server clock; within that time the same sign
// (on any path) is refused as a replay. Accepted signs are rows, so every server process shares them; rows
// whose sign-time has run out are deleted lazily.
import { type CallDef, ErrorCode, SIGN_HEADERS, SIGN_MAX_SKEW_MS } from '@procuremart/contract';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { BusinessError } from './errors';
import { preparedPerDb } from './prepared';
import { acceptedSigns } from './request-guards/tables';

export const replayedError = () => new BusinessError(ErrorCode.signature, 'error.replayed');

const CLEAN_EVERY = 100;
let acceptedSinceCleanup = 0;

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/** Every write request runs it: prepared once per database. */
const acceptSign = preparedPerDb((db) =>
  db
    .insert(acceptedSigns)
    .values({
      sign: sql.placeholder('sign'),
      path: sql.placeholder('path'),
      signedAt: sql.placeholder('signedAt'),
    })
    .onConflictDoNothing()
    .returning({ sign: acceptedSigns.sign })
    .prepare('accept_sign'),
);

/** Call after the signature was verified: refuses (ESIGN) a write whose sign was accepted before. */
export async function refuseReplay(db: Db, call: CallDef, request: FastifyRequest, now: Date): Promise<void> {
  if (!call.writes) return;
  const sign = header(request, SIGN_HEADERS.sign).toLowerCase();
  const signedAt = new Date(Number(header(request, SIGN_HEADERS.signTime)));
  const accepted = await acceptSign(db).execute({ sign, path: call.path, signedAt });
  acceptedSinceCleanup += 1;
  if (acceptedSinceCleanup >= CLEAN_EVERY) {
    acceptedSinceCleanup = 0;
    await db
      .delete(acceptedSigns)
      .where(lt(acceptedSigns.signedAt, new Date(now.getTime() - SIGN_MAX_SKEW_MS)));
  }
  if (accepted.length === 0) throw replayedError();
}
