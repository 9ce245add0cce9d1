import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

// Class ids of the two-key advisory locks on address books and invoice-title books (see cart-lock.ts for
// the key spaces); each kind of owner has its own class so that user 5 and organisation 5 never meet.
export const BookLock = {
  userAddresses: 7_421_200,
  orgInvoiceTitles: 7_421_300,
  userInvoiceTitles: 7_421_301,
} as const;

/**
 * Serialises writes to one owner's book until the transaction ends, so that "one default" and the count
 * limit hold under concurrent calls; other owners are never blocked.
 */
export async function lockBook(tx: Tx, lockClass: number, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, ${ownerId % 2_147_483_647}::int)`);
}
