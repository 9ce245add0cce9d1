import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from '../platform/sql-rows';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';

// Migration 0031 turns the Chinese unit text of goods and order lines into UNIT dictionary codes. It is run here
// again over temporary tables of the same names (they come first in the search path), filled as an older
// database would be.
const migration = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'migrations', '20261127165123_units_as_codes.sql'),
  'utf8',
);

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

it('gives goods and order lines the code of a matching unit label and keeps other text', async () => {
  const { db } = database;
  // An item an operator added before: its label maps to its code.
  await db.execute(sql`insert into dictionary_items (dict_code, code, label, label_en, built_in, updated_at)
    values ('UNIT', 'KG', '千克', 'kilogram', false, now())`);
  for (const table of ['spus', 'skus', 'order_lines'])
    await db.execute(sql.raw(`create temporary table ${table} (id int, unit varchar(10))`));
  await db.execute(sql`insert into skus values (1, '台'), (2, '个'), (3, '千克'), (4, '吨'), (5, 'PCS')`);
  await db.execute(sql`insert into spus values (1, '把')`);
  await db.execute(sql`insert into order_lines values (1, '盒'), (2, '顶')`);

  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  const units = async (table: string) =>
    (await sqlRows<{ unit: string }>(db, sql.raw(`select unit from ${table} order by id`))).map(
      (r) => r.unit,
    );
  expect(await units('skus')).toEqual(['UNIT', 'PCS', 'KG', '吨', 'PCS']);
  expect(await units('spus')).toEqual(['EA']);
  expect(await units('order_lines')).toEqual(['BOX', 'TOP']);
});
