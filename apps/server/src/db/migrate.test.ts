import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../platform/sql-rows';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { migrate } from './migrate';
import { seedDatabase } from './seed';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

describe('migrations and seed', () => {
  it('installs pg_trgm for search', async () => {
    const [row] = await sqlRows<{ close: boolean }>(
      database.db,
      sql`select similarity('procure', 'procuer') > 0.3 as close`,
    );
    expect(row.close).toBe(true);
  });

  it('can be applied and seeded again without changing anything', async () => {
    await migrate(database);
    expect(await seedDatabase(database.db, 'demo')).toBe('not-empty');
    expect(await seedDatabase(database.db, 'none')).toBe('skipped');
  });
});
