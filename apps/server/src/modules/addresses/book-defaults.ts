import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

// Address books and invoice-title books keep one default per owner: both tables have `id`, `is_default` and
// `updated_at`, and a partial unique index on the owner where is_default. The caller holds the book's lock.

/** Makes one row its owner's only default: the old default is cleared first, so the index never sees two. */
export async function makeOnlyDefault(tx: Tx, table: PgTable, owner: SQL, id: number): Promise<void> {
  await tx.execute(sql`update ${table} set is_default = false where ${owner} and is_default and id <> ${id}`);
  await tx.execute(sql`update ${table} set is_default = true where id = ${id}`);
}

/** After the default was deleted: the owner's most recently updated row (if any) becomes the default. */
export async function passDefaultOn(tx: Tx, table: PgTable, owner: SQL): Promise<void> {
  await tx.execute(
    sql`update ${table} set is_default = true where id = (select id from ${table} where ${owner} order by updated_at desc, id desc limit 1)`,
  );
}
