import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../db/client';
import { loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { skus, supplierShops, suppliers } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { insertFixtureOrder } from '../testing/order-fixture';

/** What the supplier-side order tests share: a lean app, goods of supplier01 (shop A) and supplier02 (shop B). */
export interface SupplierApiTest {
  t: TestApp;
  f: CartFixtures;
  tokens: Record<string, string>;
  stockOf: (skuId: string) => Promise<number | undefined>;
  /** An order of purchaser01 (or `buyer`) for supplier01's pen, awaiting confirmation unless told. */
  order: (
    options?: Partial<Parameters<typeof insertFixtureOrder>[1]>,
  ) => ReturnType<typeof insertFixtureOrder>;
}

const USERS = ['purchaser01', 'purchaser02', 'supplier01', 'supplier02', 'operator01'];

/** Makes a fixture shop's supplier the supplier record of a demo supplier account's organisation. */
async function giveShopTo(db: Db, supplierShopId: string, username: string) {
  const [user] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.username, username));
  const [shop] = await db
    .select({ supplierId: supplierShops.supplierId })
    .from(supplierShops)
    .where(eq(supplierShops.id, Number(supplierShopId)));
  if (!user?.orgId || !shop) throw new Error(`no organisation for ${username}`);
  await db.update(suppliers).set({ orgId: user.orgId }).where(eq(suppliers.id, shop.supplierId));
}

export function useSupplierApiTest(): SupplierApiTest {
  const state = { tokens: {} as Record<string, string> } as SupplierApiTest;
  beforeAll(async () => {
    state.t = await createTestApp();
    state.f = await insertCartFixtures(state.t.db);
    await giveShopTo(state.t.db, state.f.shopA.supplierShopId, 'supplier01');
    await giveShopTo(state.t.db, state.f.shopB.supplierShopId, 'supplier02');
    for (const name of USERS) state.tokens[name] = await loginAs(state.t.app, name);
  });
  afterAll(() => state.t.close());
  state.stockOf = async (skuId) =>
    (
      await state.t.db
        .select({ stock: skus.stock })
        .from(skus)
        .where(eq(skus.id, Number(skuId)))
    )[0]?.stock;
  state.order = (options = {}) =>
    insertFixtureOrder(state.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: state.f.pen.skuId, num: 2 }],
      ...options,
    });
  return state;
}
