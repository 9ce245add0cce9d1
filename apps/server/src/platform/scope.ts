import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor, StepTaker } from './actor';

/** Where a kind of record says whose it is: its purchasing organisation and/or its supplier. */
export interface Owners {
  org?: AnyColumn;
  supplier?: AnyColumn;
}

const NOTHING = sql`false`;

/**
 * The rows an actor may see, as one WHERE condition, from the session and never from client ids:
 * a purchaser the rows of its own organisation, a supplier those of its own supplier record, an operator
 * every row (data permissions that narrow operators come with their own issue). A kind the record does
 * not name an owner for sees nothing.
 */
export function rowScope(actor: Actor, owners: Owners): SQL | undefined {
  switch (actor.kind) {
    case 'operator':
      return undefined;
    case 'purchaser':
      return owners.org && actor.orgId !== null ? eq(owners.org, actor.orgId) : NOTHING;
    case 'supplier':
      return owners.supplier && actor.supplierId !== null ? eq(owners.supplier, actor.supplierId) : NOTHING;
  }
}

/** Whether one loaded row is the actor's to see (for records read by id before a write). */
export function ownsRow(actor: Actor, row: { orgId?: number | null; supplierId?: number | null }): boolean {
  switch (actor.kind) {
    case 'operator':
      return true;
    case 'purchaser':
      return row.orgId !== undefined && row.orgId !== null && row.orgId === actor.orgId;
    case 'supplier':
      return row.supplierId !== undefined && row.supplierId !== null && row.supplierId === actor.supplierId;
  }
}

/** rowScope for a machine step: the system (a job) steps every row. */
export const takerScope = (taker: StepTaker, owners: Owners): SQL | undefined =>
  taker.kind === 'system' ? undefined : rowScope(taker, owners);
