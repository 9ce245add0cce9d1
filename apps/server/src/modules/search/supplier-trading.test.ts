import { dealOrg, searchGoods } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from '../../platform/sql-rows';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A supplier whose organisation stops trading (stopped, closed, revoked, …) takes its goods off the storefront
// in the step's transaction, and they come back when it starts again (search hears org.stateChanged).

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  operator = await loginAs(t.app, 'operator01');
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
  const start = await call(
    t.app,
    dealOrg,
    { orgIds: [String(supplier.org_id)], event: 'start', remark: '' },
    { token: operator },
  );
  expect(start.body.code).toBe('0');
  expect(await goodsOf(supplierId)).toBe(onShelf);
});
