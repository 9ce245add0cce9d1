import { DataAuthority } from '@procuremart/contract';
import { type AnyColumn, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, StepTaker } from './actor';

/**
 * Where a kind of record says whose it is: its purchasing organisation and/or its supplier; for data permissions
 * also who made it, its department, and which data resource (DATA_RESOURCE_TYPE) it is.
 */
export interface Owners {
  org?: AnyColumn;
  supplier?: AnyColumn;
  /** The member who made the record (own records). */
  user?: AnyColumn;
  /** The department (a child organisation) it belongs to; its organisation stands for it when null. */
  unit?: AnyColumn;
  /** The data resource the record is: the actor's data permissions for it replace the default scope. */
  resource?: string;
}

/**
 * One data permission of the actor, as the session resolved it from its active stations: the resource, the
 * authority (DATA_AUTHORITY_TYPE) and the organisation ids it reaches (departments and zones already expanded).
 */
export interface DataScope {
  resource: string;
  authority: string;
  orgIds: number[];
}

const NOTHING = sql`false`;

/** Today's scope of a kind, for a user holding no data permission for the resource. */
function defaultScope(actor: Actor, owners: Owners): SQL | undefined {
  switch (actor.kind) {
    case 'operator':
      return undefined;
    case 'purchaser':
      return owners.org && actor.orgId !== null ? eq(owners.org, actor.orgId) : NOTHING;
    case 'supplier':
      return owners.supplier && actor.supplierId !== null ? eq(owners.supplier, actor.supplierId) : NOTHING;
  }
}

/** What one data permission lets the actor see; undefined: everything (`all`). */
function authorityScope(actor: Actor, owners: Owners, scope: DataScope): SQL | undefined {
  switch (scope.authority) {
    case DataAuthority.all:
      return undefined;
    case DataAuthority.own:
      return owners.user ? eq(owners.user, actor.userId) : NOTHING;
    case DataAuthority.org:
      return owners.org && actor.orgId !== null ? eq(owners.org, actor.orgId) : NOTHING;
    default: {
      // dept, deptTree, orgs, zone: the organisations the session resolved, matched on the record's department.
      if (!owners.org || scope.orgIds.length === 0) return NOTHING;
      const unit = owners.unit ? sql`coalesce(${owners.unit}, ${owners.org})` : sql`${owners.org}`;
      return inArray(unit, scope.orgIds);
    }
  }
}

/**
 * The rows an actor may see, as one WHERE condition, from the session and never from client ids. Without a data
 * permission for the record's resource: a purchaser the rows of its own organisation, a supplier those of its
 * own supplier record, an operator every row. With data permissions for it (from its active stations, purchasers
 * and operators), the rows any of them reaches instead: stations narrow (own records, a department) or widen (a
 * zone, all) from there. A kind the record does not name an owner for sees nothing.
 */
export function rowScope(actor: Actor, owners: Owners): SQL | undefined {
  const granted =
    owners.resource && actor.kind !== 'supplier'
      ? (actor.dataScopes ?? []).filter((scope) => scope.resource === owners.resource)
      : [];
  if (granted.length === 0) return defaultScope(actor, owners);
  const reaches = granted.map((scope) => authorityScope(actor, owners, scope));
  if (reaches.some((reach) => reach === undefined)) return undefined;
  return or(...(reaches as SQL[]));
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
