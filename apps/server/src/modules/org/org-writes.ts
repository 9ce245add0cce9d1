import type { Tx } from '../../db/client';
import { orgs } from './tables';

/** A new organisation (a registration's purchasing enterprise or individual); its id. */
export async function createOrg(tx: Tx, org: typeof orgs.$inferInsert): Promise<number> {
  const [row] = await tx.insert(orgs).values(org).returning({ id: orgs.id });
  return row.id;
}
