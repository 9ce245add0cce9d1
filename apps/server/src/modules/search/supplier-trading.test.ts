import { addShoppingCart, dealOrg, getSkuDetail, queryCart, searchGoods } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from '../../platform/sql-rows';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A supplier whose organisation stops trading (stopped, closed, revoked, …) takes its goods off the storefront
// in the step's transaction, and they come back when it starts again (search hears org.stateChanged).

let t: TestApp;
let operator: string;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  operator = await loginAs(t.app, 'operator01');
  buyer = await loginAs(t.app, 'purchaser01');
}, 120_000);
afterAll(() => t.close());

const goodsOf = async (supplierId: string) =>
  dataOf(await call(t.app, searchGoods, { supplierIds: [supplierId], pageSize: 5 })).total;

it("takes a stopped supplier's goods off the storefront and puts them back when it starts again", async () => {
  const [supplier] = await sqlRows<{ id: unknown; org_id: unknown }>(
    t.db,
    sql`select sp.id, sp.org_id from suppliers sp where sp.org_id is not null
         and exists (select 1 from sku_search s where s.supplier_id = sp.id and s.on_shelf) order by sp.id limit 1`,
  );
  const supplierId = String(supplier.id);
  const [sku] = await sqlRows<{ sku_id: unknown; shop_id: unknown }>(
    t.db,
    sql`select s.sku_id, s.shop_id from sku_search s where s.supplier_id = ${supplier.id} and s.on_shelf limit 1`,
  );
  const detailCode = async () =>
    (await call(t.app, getSkuDetail, { skuId: String(sku.sku_id), supplierShopId: String(sku.shop_id) })).body
      .code;
  expect(await detailCode()).toBe('0');
  const line = { skuId: String(sku.sku_id), supplierShopId: String(sku.shop_id), num: 1 };
  const add = async () => (await call(t.app, addShoppingCart, line, { token: buyer })).body;
  const buyable = async () =>
    dataOf(await call(t.app, queryCart, {}, { token: buyer }))
      .shops.flatMap((shop) => shop.lines)
      .find((cartLine) => cartLine.skuId === line.skuId)?.onShelf;
  expect((await add()).code).toBe('0');
  expect(await buyable()).toBe(true);
  const onShelf = await goodsOf(supplierId);
  expect(onShelf).toBeGreaterThan(0);
  const stop = await call(
    t.app,
    dealOrg,
    { orgIds: [String(supplier.org_id)], event: 'stop', remark: '' },
    { token: operator },
  );
  expect(stop.body.code).toBe('0');
  expect(await goodsOf(supplierId)).toBe(0);
  // Its product pages too, opened by a link kept from before (a bookmark, a shared address).
  expect(await detailCode()).toBe('E404');
  // Nor can it be bought: the line already in a cart is not buyable, a new add is refused.
  expect(await buyable()).toBe(false);
  expect(await add()).toMatchObject({ code: '8888', data: { field: 'skuId' } });
  const start = await call(
    t.app,
    dealOrg,
    { orgIds: [String(supplier.org_id)], event: 'start', remark: '' },
    { token: operator },
  );
  expect(start.body.code).toBe('0');
  expect(await goodsOf(supplierId)).toBe(onShelf);
  expect(await detailCode()).toBe('0');
  expect(await buyable()).toBe(true);
});
