import { ErrorCode } from '@procuremart/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError, fieldError } from '../../../platform/errors';
import {
  CODE_TTL_MS,
  codeMatches,
  codeState,
  hashCode,
  MAX_CODE_TRIES,
  newSalt,
  resendWaitSeconds,
} from './codes';
import { verificationCodes } from './tables';

const DAY = 24 * 60 * 60_000;

/**
 * Refuses while the address's last code or link is less than 60 s old, whatever its purpose; the address is
 * locked until the caller's transaction ends, so concurrent sends make one code.
 */
export async function throttleAddress(tx: Tx, address: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${address}`}))`);
  const [last] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.address, address))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const wait = resendWaitSeconds(last?.createdAt ?? null, now);
  // An address's codes and links a day past their end are of no further use (the throttle reads the last minute).
  await tx
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.address, address),
        lt(verificationCodes.expiresAt, new Date(now.getTime() - DAY)),
      ),
    );
  if (wait > 0) {
    throw new BusinessError(ErrorCode.business, 'accounts.codeTooSoon', { seconds: wait }, undefined, {
      resendAfterSeconds: wait,
    });
  }
}

/** Stores a new code for an address (its hash only), after the 60 s throttle. */
export async function issueCode(
  tx: Tx,
  input: { address: string; purpose: string; code: string; userId?: number | null; ttlMs?: number },
  now: Date,
): Promise<void> {
  await throttleAddress(tx, input.address, now);
  const salt = newSalt();
  await tx.insert(verificationCodes).values({
    purpose: input.purpose,
    address: input.address,
    codeHash: hashCode(salt, input.code),
    salt,
    userId: input.userId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (input.ttlMs ?? CODE_TTL_MS)),
  });
}

/**
 * Checks a code against the address's latest code of that purpose and uses it up. A wrong code counts a try
 * (committed even though the call is refused: run it outside the call's failing transaction); the fifth wrong
 * try burns the code. Unknown, expired, used and wrong codes answer alike.
 */
export async function consumeCode(db: Db, address: string, purpose: string, code: string, now: Date) {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.address, address), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (!row || codeState(row, now) !== 'valid') return { error: 'accounts.codeWrong' as const };
    if (!codeMatches(row, code)) {
      const tries = row.tries + 1;
      await tx.update(verificationCodes).set({ tries }).where(eq(verificationCodes.id, row.id));
      return {
        error: tries >= MAX_CODE_TRIES ? ('accounts.codeBurned' as const) : ('accounts.codeWrong' as const),
      };
    }
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
    return { row, error: undefined };
  });
  if (outcome.error !== undefined) throw fieldError(outcome.error, 'code');
  return outcome.row;
}

/** Uses up an e-mailed link's token (stored like a code, without a salt of its own): its row, or refused. */
export async function consumeLinkToken(tx: Tx, purpose: string, token: string, now: Date) {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.codeHash, hashCode('', token)), eq(verificationCodes.purpose, purpose)))
    .for('update');
  if (row?.salt !== '' || codeState(row, now) !== 'valid' || row.userId === null)
    throw fieldError('accounts.resetLinkInvalid', 'resetToken');
  await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
  return { ...row, userId: row.userId };
}

/** Stores an e-mailed link's token for one account, or a token for none (the throttle then holds alike). */
export async function issueLinkToken(
  tx: Tx,
  input: { address: string; purpose: string; token: string; userId: number | null; ttlMs: number },
  now: Date,
): Promise<void> {
  await tx.insert(verificationCodes).values({
    purpose: input.purpose,
    address: input.address,
    codeHash: hashCode('', input.token),
    salt: '',
    userId: input.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
}
