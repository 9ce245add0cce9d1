import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';

// Class id of the two-key advisory locks on a buyer's checkouts (see cart/cart-lock.ts for the key spaces).
const CHECKOUT_LOCK_CLASS = 7_421_400;

/**
 * Serialises one buyer's checkouts until the transaction ends: a second submission with the same request id
 * waits for the first and then finds its result. Other buyers are never blocked.
 */
export async function lockCheckoutOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_CLASS}::int, ${userId % 2_147_483_647}::int)`,
  );
}
