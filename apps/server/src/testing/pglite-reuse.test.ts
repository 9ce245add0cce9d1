import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { leasePglite } from './pglite-reuse';
import { pgliteTemplateDump } from './template-database';

const client = (database: Database) => {
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  return database.client;
};

const addBrand = async (database: Database, name: string) =>
  (
    await client(database).query<{ id: number }>(
      `insert into brands (brand_name, created_at, updated_at) values ($1, now(), now()) returning id`,
      [name],
    )
  ).rows[0]?.id;

describe('a lean test database kept for the next file', () => {
  it('comes back as the template was: rows, sequences, settings and transaction state', async () => {
    const dump = await pgliteTemplateDump('lean');
    const first = await leasePglite('lean', dump);
    const firstId = await addBrand(first, 'left behind by the first file');
    await client(first).exec(`set timezone = 'America/Lima'; begin; update brands set sort_no = 99`);
    await first.close();

    const second = await leasePglite('lean', dump);
    expect(client(second)).toBe(client(first));
    expect(second.db).not.toBe(first.db);
    const { rows } = await client(second).query(
      `select 1 from brands where brand_name = 'left behind by the first file' or sort_no = 99`,
    );
    expect(rows).toEqual([]);
    expect(await addBrand(second, 'the second file’s brand')).toBe(firstId);
    const zone = await client(second).query<{ TimeZone: string }>('show timezone');
    expect(zone.rows[0]?.TimeZone).not.toBe('America/Lima');
    await second.close();
  });

  it('is replaced by a new copy when a file changed the schema', async () => {
    const dump = await pgliteTemplateDump('lean');
    const changed = await leasePglite('lean', dump);
    await client(changed).exec('alter table brands add column left_over integer');
    await changed.close();

    const next = await leasePglite('lean', dump);
    expect(client(next)).not.toBe(client(changed));
    expect(client(changed).closed).toBe(true);
    const columns = await client(next).query(
      `select 1 from information_schema.columns where table_name = 'brands' and column_name = 'left_over'`,
    );
    expect(columns.rows).toEqual([]);
    await next.close();
  });

  it('puts back the rows a file deleted or changed', async () => {
    const dump = await pgliteTemplateDump('lean');
    const first = await leasePglite('lean', dump);
    const before = await client(first).query<{ n: number; names: string }>(
      `select count(*)::int as n, string_agg(brand_name, ',' order by id) as names from brands`,
    );
    await client(first).exec(
      `delete from brands where id = (select min(id) from brands);
       update brands set brand_name = 'renamed' where id = (select max(id) from brands)`,
    );
    await first.close();

    const second = await leasePglite('lean', dump);
    expect(client(second)).toBe(client(first));
    const after = await client(second).query(
      `select count(*)::int as n, string_agg(brand_name, ',' order by id) as names from brands`,
    );
    expect(after.rows).toEqual(before.rows);
    await second.close();
  });
});

describe('a catalogue test database kept for the next file', () => {
  it('continues a sequence the seed set ahead (is_called false) where the template did', async () => {
    const dump = await pgliteTemplateDump('catalogue');
    const insertCategory = async (database: Database) =>
      (
        await client(database).query<{ id: number }>(
          `insert into categories (code, name, level, is_leaf) values ('ZZ', 'zz', 1, true) returning id`,
        )
      ).rows[0]?.id;
    const first = await leasePglite('catalogue', dump);
    const firstId = await insertCategory(first);
    await first.close();
    const second = await leasePglite('catalogue', dump);
    expect(client(second)).toBe(client(first));
    expect(await insertCategory(second)).toBe(firstId);
    await second.close();
    // A fresh catalogue copy takes seconds to open, more on a busy machine.
  }, 120_000);
});
