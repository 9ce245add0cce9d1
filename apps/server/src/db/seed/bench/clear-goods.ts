import {
  cancelApplicationMachine,
  orderMachine,
  paymentMachine,
  shipmentMachine,
  skuChangeMachine,
  skuMachine,
} from '@procuremart/contract';
import { inArray, sql } from 'drizzle-orm';
import { statusHistory } from '../../../platform/audit/tables';
import { sqlRows } from '../../../platform/sql-rows';
import type { Db } from '../../client';

// A bench load replaces the goods. What was bought, carted or priced with the old goods cannot outlive them:
// orders (parent orders with everything hanging on them), cart lines, price changes and history, group
// members go too, found from the foreign keys so a table added later is not forgotten. Accounts,
// organisations, addresses, invoice titles, approval processes, messages and the operation log stay.

/** The tables a bench load empties from the start: the goods, their search rows, and the orders. */
const ROOT_TABLES = ['spus', 'skus', 'parent_orders', 'search_words', 'search_facets', 'search_index_state'];

/** Status histories of the rows that go (the history table names its rows by machine, without a key). */
const CLEARED_MACHINES = [
  orderMachine,
  paymentMachine,
  shipmentMachine,
  cancelApplicationMachine,
  skuMachine,
  skuChangeMachine,
].map((machine) => machine.name);

/** The root tables and every table that refers to one of them, directly or through another. */
export async function tablesToClear(db: Db): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    db,
    sql`
    with recursive cleared(rel) as (
      select c.oid from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relname = any(${sql.param(ROOT_TABLES)}::text[])
      union
      select f.conrelid from pg_constraint f join cleared on f.confrelid = cleared.rel
       where f.contype = 'f'
    )
    select c.relname as name from pg_class c where c.oid in (select rel from cleared) order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Empties the goods and what hangs on them in one statement; answers the tables emptied. */
export async function clearGoods(db: Db): Promise<string[]> {
  const tables = await tablesToClear(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(', ')}`));
    await tx.delete(statusHistory).where(inArray(statusHistory.machine, CLEARED_MACHINES));
  });
  return tables;
}
