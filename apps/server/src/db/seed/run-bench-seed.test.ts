import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cartLines } from '../../modules/cart/shared-tables';
import { skuChangeRequests, skus } from '../../modules/catalog/shared-tables';
import { users } from '../../modules/identity/shared-tables';
import { orders, parentOrders } from '../../modules/orders/shared-tables';
import { statusHistory } from '../../platform/audit/tables';
import { createTestDatabase } from '../../testing/test-app';
import type { Database } from '../client';
import { seedDemoOrders } from './index';
import { runBenchSeed } from './run-bench-seed';

const SKUS = 240;
const options = { skuCount: SKUS, batchSize: 100, seed: 7, log: () => {} };
const rowsOf = async (database: Database, table: PgTable) =>
  Number((await database.db.select({ n: count() }).from(table))[0]?.n);

describe('npm run bench:seed', () => {
  // A new database as the bench meets it once migrated and seeded, without the seed's few seconds of demo
  // goods: its empty order and cart tables still refer to the goods (what failed the truncate).
  it('loads the goods of a new database, keeping its demo accounts', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const counts = await runBenchSeed(database, 'demo', options);
      expect(counts.skus).toBe(SKUS);
      expect(counts.searchRows).toBe(SKUS);
      expect(await rowsOf(database, skus)).toBe(SKUS);
      const [buyer] = await database.db.select().from(users).where(eq(users.username, 'purchaser01'));
      expect(buyer).toBeDefined();
    } finally {
      await dispose();
    }
  }, 120_000);

  // Seeding demo orders and then replacing the goods takes 7 s on PGlite: it runs in the PostgreSQL pass of CI
  // (npm run test:pg), which the bench uses anyway, and stays out of the unit suite's five minutes.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'replaces the goods of a used database: its orders, carts and price changes go with them',
    async () => {
      const { database, dispose } = await createTestDatabase({ catalogue: true });
      try {
        await seedDemoOrders(database.db);
        const [sku] = await database.db.select().from(skus).limit(1);
        const [buyer] = await database.db.select().from(users).where(eq(users.username, 'purchaser01'));
        await database.db.insert(cartLines).values({
          userId: buyer!.id,
          skuId: sku!.id,
          shopId: sku!.shopId,
          num: 1,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        expect(await rowsOf(database, orders)).toBeGreaterThan(0);

        const counts = await runBenchSeed(database, 'demo', options);
        expect(counts.skus).toBe(SKUS);
        for (const table of [parentOrders, orders, cartLines, skuChangeRequests])
          expect(await rowsOf(database, table)).toBe(0);
        const orderHistory = await database.db
          .select({ n: count() })
          .from(statusHistory)
          .where(eq(statusHistory.machine, 'order'));
        expect(Number(orderHistory[0]?.n)).toBe(0);
        expect(await rowsOf(database, users)).toBeGreaterThan(5);
      } finally {
        await dispose();
      }
    },
    180_000,
  );
});
