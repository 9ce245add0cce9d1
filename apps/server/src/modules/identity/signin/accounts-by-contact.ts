import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { fieldError } from '../../../platform/errors';
import { users } from '../tables';

/** The enabled accounts a mobile number is bound to. */
export const accountsWithMobile = (db: Db | Tx, mobile: string) =>
  db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.status, 1)));

/** The enabled accounts bound to an e-mail address (compared case-insensitively). */
export const accountsWithEmail = (db: Db | Tx, email: string) =>
  db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.status, 1)));

/**
 * The one account a verified mobile signs in or resets: decision (SPEC is silent), a number bound to several
 * accounts names none of them (the holder signs in with a username). Told only after the code was right.
 */
export async function theAccountOfMobile(db: Db | Tx, mobile: string): Promise<number> {
  const found = await accountsWithMobile(db, mobile);
  if (found.length === 0) throw fieldError('accounts.codeWrong', 'code');
  if (found.length > 1) throw fieldError('accounts.mobileShared', 'mobile');
  return found[0].id;
}
