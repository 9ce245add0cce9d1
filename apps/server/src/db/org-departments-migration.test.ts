import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from '../platform/sql-rows';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';

// The organisations' custom migration (status 1/0 → management state, org_units → child organisations) is run
// again over temporary tables of the same names (first in the search path), filled as an older database was.
const migration = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    'migrations',
    '20261128062527_org_states_and_departments.sql',
  ),
  'utf8',
);

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

it('maps status 1/0 to in operation/closed and makes departments child organisations, members and orders kept', async () => {
  const { db } = database;
  await db.execute(sql`create temporary table org (id bigint generated always as identity primary key,
    parent_id bigint, name varchar(200), name_en varchar(200) default '', org_type varchar(2),
    member_class varchar(2), status smallint, state varchar(2) default '01', sort_no int default 0,
    created_at timestamptz)`);
  await db.execute(sql`create temporary table org_units (id bigint generated always as identity primary key,
    org_id bigint, name varchar(100), name_en varchar(100) default '', sort_no int, status smallint)`);
  for (const table of ['users', 'orders'])
    await db.execute(
      sql.raw(`create temporary table ${table} (id int, org_unit_id bigint
        constraint ${table}_org_unit_id_org_units_id_fk references org_units (id))`),
    );
  await db.execute(sql`insert into org (name, org_type, member_class, status, created_at)
    values ('甲', '01', '01', 1, now()), ('乙', '02', '01', 0, now())`);
  await db.execute(
    sql`insert into org_units (org_id, name, sort_no, status) values (2, '行政部', 10, 1), (1, '行政部', 20, 0)`,
  );
  await db.execute(sql`insert into users values (1, 1), (2, 2), (3, null)`);
  await db.execute(sql`insert into orders values (1, 2)`);

  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  const orgs = await sqlRows<{ id: number; parent_id: number | null; org_type: string; state: string }>(
    db,
    sql`select id::int as id, parent_id::int as parent_id, org_type, state from org order by id`,
  );
  expect(orgs.map((o) => [o.id, o.parent_id, o.org_type, o.state])).toEqual([
    [1, null, '01', '01'],
    [2, null, '02', '03'],
    [3, 2, '02', '01'],
    [4, 1, '01', '03'],
  ]);
  const units = await sqlRows<{ id: number; unit: number | null }>(
    db,
    sql`select id, org_unit_id::int as unit from users order by id`,
  );
  expect(units).toEqual([
    { id: 1, unit: 3 },
    { id: 2, unit: 4 },
    { id: 3, unit: null },
  ]);
  expect(await sqlRows(db, sql`select org_unit_id::int as unit from orders`)).toEqual([{ unit: 4 }]);
});
