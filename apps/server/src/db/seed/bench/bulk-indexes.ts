import { sql } from 'drizzle-orm';
import { sqlRows } from '../../../platform/sql-rows';
import type { Db, Tx } from '../../client';

type Conn = Db | Tx;

// A bulk load is faster without the secondary indexes of the tables it fills: drop them first, build
// them once at the end. Indexes that back a constraint (primary keys) stay.

export interface IndexDef {
  name: string;
  definition: string;
}

/** Drops the tables' secondary indexes and returns their definitions for restoreIndexes. */
export async function dropSecondaryIndexes(conn: Conn, tables: string[]): Promise<IndexDef[]> {
  const indexes = await sqlRows<IndexDef>(
    conn,
    sql`
    select i.indexname as name, i.indexdef as definition
      from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any(${sql.param(tables)}::text[])
       and not exists (select 1 from pg_constraint c
                        where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
     order by i.tablename, i.indexname`,
  );
  for (const index of indexes) await conn.execute(sql.raw(`drop index if exists "${index.name}"`));
  return indexes;
}

export async function restoreIndexes(
  conn: Conn,
  indexes: IndexDef[],
  log: (line: string) => void,
): Promise<void> {
  for (const index of indexes) {
    const started = Date.now();
    await conn.execute(
      sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')),
    );
    log(`  index ${index.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
