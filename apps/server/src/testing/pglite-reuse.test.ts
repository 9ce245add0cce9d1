import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { leaseLeanPglite } from './pglite-reuse';
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
    const first = await leaseLeanPglite(dump);
    const firstId = await addBrand(first, 'left behind by the first file');
    await client(first).exec(`set timezone = 'America/Lima'; begin; update brands set sort_no = 99`);
    await first.close();

    const second = await leaseLeanPglite(dump);
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
    const changed = await leaseLeanPglite(dump);
    await client(changed).exec('alter table brands add column left_over integer');
    await changed.close();

    const next = await leaseLeanPglite(dump);
    expect(client(next)).not.toBe(client(changed));
    expect(client(changed).closed).toBe(true);
    const columns = await client(next).query(
      `select 1 from information_schema.columns where table_name = 'brands' and column_name = 'left_over'`,
    );
    expect(columns.rows).toEqual([]);
    await next.close();
  });
});
