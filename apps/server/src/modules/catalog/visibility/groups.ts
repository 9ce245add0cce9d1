import { ErrorCode, type MessageKey } from '@procuremart/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { sqlRows } from '../../../platform/sql-rows';

// Pools and channels are managed alike: a table of groups, a table of their SKUs, a table of the
// organisations granted them. One description of each drives the shared use-cases.

export interface GroupKind {
  /** The groups' table and its SKU and organisation link tables, with the link column. */
  table: SQL;
  skuLinks: SQL;
  orgLinks: SQL;
  linkColumn: SQL;
  notFound: MessageKey;
  inUse: MessageKey;
}

export const POOL: GroupKind = {
  table: sql.raw('pools'),
  skuLinks: sql.raw('sku_pools'),
  orgLinks: sql.raw('org_pools'),
  linkColumn: sql.raw('pool_id'),
  notFound: 'visibility.poolNotFound',
  inUse: 'visibility.poolInUse',
};

export const CHANNEL: GroupKind = {
  table: sql.raw('channels'),
  skuLinks: sql.raw('sku_channels'),
  orgLinks: sql.raw('org_channels'),
  linkColumn: sql.raw('channel_id'),
  notFound: 'visibility.channelNotFound',
  inUse: 'visibility.channelInUse',
};

export const groupNotFound = (kind: GroupKind) => new BusinessError(ErrorCode.notFound, kind.notFound);

/** Parses a wire id; one that names no row is the group's own not-found. */
export function groupIdOf(kind: GroupKind, id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1) throw groupNotFound(kind);
  return value;
}

/** Locks the group's row for a change of it or its members; not found when it does not exist. */
export async function lockGroup(tx: Tx, kind: GroupKind, id: number): Promise<void> {
  const rows = await sqlRows(tx, sql`select id from ${kind.table} where id = ${id} for update`);
  if (rows.length === 0) throw groupNotFound(kind);
}

export interface GroupRow {
  id: unknown;
  code: string;
  name: string;
  name_en: string;
  description?: string;
  sku_count: unknown;
  org_count: unknown;
}

/** The group columns with their member counts, for lists and single reads. */
export const groupColumns = (
  kind: GroupKind,
  extra: SQL = sql``,
) => sql`g.id, g.code, g.name, g.name_en ${extra},
  (select count(*) from ${kind.skuLinks} l where l.${kind.linkColumn} = g.id) as sku_count,
  (select count(*) from ${kind.orgLinks} l where l.${kind.linkColumn} = g.id) as org_count`;

export async function readGroup(conn: Db | Tx, kind: GroupKind, id: number, extra?: SQL): Promise<GroupRow> {
  const [row] = await sqlRows<GroupRow>(
    conn,
    sql`select ${groupColumns(kind, extra)} from ${kind.table} g where g.id = ${id}`,
  );
  if (!row) throw groupNotFound(kind);
  return row;
}
