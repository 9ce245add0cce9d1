import { createHash } from 'node:crypto';
import { pollQrLogin as pollQrLoginCall } from '@procuremart/contract';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor, Who } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import type { LoginResult } from '../login';
import { newSecret } from './codes';
import { signInAs } from './session-start';
import { qrLogins, scanDevices } from './tables';

/** A QR sign-in waits two minutes for a phone to confirm it. */
export const QR_TTL_MS = 2 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new QR sign-in: the token its QR code shows and the poll secret only the desktop gets. */
export async function createQrLogin(tx: Tx, at: Date) {
  const qrToken = newSecret();
  const pollSecret = newSecret();
  const expiresAt = new Date(at.getTime() + QR_TTL_MS);
  await tx.insert(qrLogins).values({
    tokenHash: sha256(qrToken),
    pollHash: sha256(pollSecret),
    createdAt: at,
    expiresAt,
  });
  // Old sign-ins are of no further use.
  await tx
    .delete(qrLogins)
    .where(sql`${qrLogins.expiresAt} < ${new Date(at.getTime() - QR_TTL_MS).toISOString()}::timestamptz`);
  return { qrToken, pollSecret, expiresAt: expiresAt.toISOString() };
}

/**
 * The signed-in phone confirms a waiting QR sign-in for its own account, once and in time; the phone's session
 * is (again) a device bound for scan sign-in.
 */
export async function confirmQrLogin(
  tx: Tx,
  actor: Actor,
  input: { qrToken: string; deviceName: string },
): Promise<true> {
  const at = now();
  const confirmed = await tx
    .update(qrLogins)
    .set({ confirmedBy: actor.userId, confirmedAt: at })
    .where(
      and(
        eq(qrLogins.tokenHash, sha256(input.qrToken)),
        isNull(qrLogins.confirmedBy),
        isNull(qrLogins.consumedAt),
        gt(qrLogins.expiresAt, at),
      ),
    )
    .returning({ tokenHash: qrLogins.tokenHash });
  if (confirmed.length === 0) throw fieldError('accounts.qrExpired', 'qrToken');
  await tx
    .insert(scanDevices)
    .values({
      userId: actor.userId,
      sessionHash: actor.sessionId,
      deviceName: input.deviceName || '-',
      boundAt: at,
      lastUsedAt: at,
    })
    .onConflictDoUpdate({
      target: [scanDevices.userId, scanDevices.sessionHash],
      set: { lastUsedAt: at, deviceName: input.deviceName || '-' },
    });
  return true;
}

type PollAnswer =
  | { state: 'waiting' | 'expired'; token: null; userInfo: null }
  | ({ state: 'signedIn' } & LoginResult);

/**
 * The desktop's poll: a wrong secret, an expired or used sign-in all read `expired`; a confirmed one is used
 * up by this poll and opens the session (refused like any sign-in for a disabled account or closed
 * organisation).
 */
export async function pollQrLogin(
  db: Db,
  who: Who,
  input: ParsedInput<typeof pollQrLoginCall>,
  maxSessions: number,
): Promise<PollAnswer> {
  const at = now();
  const expired = { state: 'expired', token: null, userInfo: null } as const;
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(eq(qrLogins.tokenHash, sha256(input.qrToken)));
  if (!row || row.pollHash !== sha256(input.pollSecret) || row.consumedAt || row.expiresAt <= at)
    return expired;
  if (row.confirmedBy === null) return { state: 'waiting', token: null, userInfo: null };
  const [taken] = await db
    .update(qrLogins)
    .set({ consumedAt: at })
    .where(
      and(
        eq(qrLogins.tokenHash, row.tokenHash),
        isNull(qrLogins.consumedAt),
        isNotNull(qrLogins.confirmedBy),
      ),
    )
    .returning({ userId: qrLogins.confirmedBy });
  if (!taken?.userId) return expired;
  const session = await signInAs(db, who, pollQrLoginCall.name, taken.userId, false, maxSessions);
  return { state: 'signedIn', ...session };
}
