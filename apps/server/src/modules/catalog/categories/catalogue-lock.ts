import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { forgetCachedReads } from '../goods/read-cache';

// Class id of the advisory lock that queues writes to the catalogue's structure (category tree, attribute
// groups, attributes and values): codes are generated and sibling names checked without a race.
const STRUCTURE_LOCK_CLASS = 7_421_600;

/** Waits for other structure writes to commit; held until the call's transaction ends. */
export async function lockCatalogueStructure(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STRUCTURE_LOCK_CLASS}::int, 0)`);
}

/** The storefront's cached aggregates (tree, floors, shop categories) are read again after a change. */
export function forgetStorefrontReads(db: Db): void {
  forgetCachedReads(db);
}
