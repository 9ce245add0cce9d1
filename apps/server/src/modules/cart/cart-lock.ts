import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';

// Class id of the two-key advisory locks on carts; the two-key space never meets the one-key space
// (migrate.ts's start-up lock), and any other module picks its own class id.
const CART_LOCK_CLASS = 7_421_100;

/**
 * Serialises the adds to one user's cart until the transaction ends, so that the 100-kind limit
 * holds under concurrent adds of different SKUs. Other users' adds are never blocked.
 */
export async function lockCartOf(tx: Tx, userId: number): Promise<void> {
  // The second key is an int4: user ids fold into it; a rare shared lock only serialises two carts.
  await sqlRows(
    tx,
    sql`select pg_advisory_xact_lock(${CART_LOCK_CLASS}::int, ${userId % 2_147_483_647}::int)`,
    'cart_lock',
  );
}
