import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/**
 * How the operation log names the records of one target type: their numbers or names by id (an order by
 * its number, a user by its username). A module declares one per target type it owns (`auditNames`).
 */
export type AuditNamer = (db: Db | Tx, ids: readonly string[]) => Promise<Map<string, string>>;

/**
 * A namer reading one column (or expression) of a table by its id column: integer ids, or text keys when
 * `textKeys` (a username, a parameter key).
 */
export function namesFrom(
  table: PgTable,
  id: PgColumn,
  name: PgColumn | SQL,
  { textKeys = false }: { textKeys?: boolean } = {},
): AuditNamer {
  return async (db, ids) => {
    const keys = textKeys ? [...ids] : ids.filter((value) => /^\d{1,18}$/.test(value)).map(Number);
    if (keys.length === 0) return new Map();
    const rows = (await db
      .select({ id: sql<string>`${id}::text`, name: sql<string>`${name}` })
      .from(table)
      .where(inArray(id, keys))) as { id: string; name: string }[];
    return new Map(rows.filter((row) => row.name).map((row) => [row.id, row.name]));
  };
}

const registered = new Map<string, AuditNamer>();

/** Gathers the modules' namers at start-up (buildApp); a target type named twice is refused. */
export function registerAuditNames(
  modules: readonly { auditNames?: Readonly<Record<string, AuditNamer>> }[],
): void {
  registered.clear();
  for (const module of modules) {
    for (const [type, namer] of Object.entries(module.auditNames ?? {})) {
      if (registered.has(type)) throw new Error(`audit target ${type} is named twice`);
      registered.set(type, namer);
    }
  }
}

/** The names of these targets of a type, where its module names them; the others are left out. */
export async function auditTargetNames(
  db: Db | Tx,
  type: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const namer = registered.get(type);
  return namer && ids.length > 0 ? namer(db, ids) : new Map();
}

/** The target types some module names (the test that every audited call's target is named reads it). */
export const namedTargetTypes = (): ReadonlySet<string> => new Set(registered.keys());
