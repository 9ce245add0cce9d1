import {
  commitDownloadTask,
  priceMonitorColumns,
  queryMonitorOptions,
  queryPriceCompare,
  queryPriceCompareGroups,
  queryPriceMonitor,
  SkuStatus,
  updateParam,
} from '@procuremart/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { expectSheetReadsAsPage, exportThroughTask, sheetRows } from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { skuPriceHistory } from '../pricing/tables';
import { skus } from '../tables';

let t: TestApp;
let operator: string;
let supplier: string;
let purchaser: string;
/** Fixture SKUs by letter (ids as numbers), all named "MONTEST-<letter>". */
const sku: Record<string, number> = {};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function history(skuId: number, old: string, next: string, days: number) {
  await t.db.insert(skuPriceHistory).values({
    skuId,
    oldSalePrice: old,
    newSalePrice: next,
    oldMarketPrice: '200.00',
    newMarketPrice: '200.00',
    source: 'direct',
    changedAt: daysAgo(days),
  });
}

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [operator, supplier, purchaser] = await Promise.all(
    ['operator01', 'supplier01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  const onShelf = await t.db
    .select({ id: skus.id })
    .from(skus)
    .where(eq(skus.status, SkuStatus.onShelf))
    .orderBy(asc(skus.id))
    .limit(6);
  const prices: Record<string, [string, string, number]> = {
    A: ['120.00', '100.00', SkuStatus.onShelf], // above market, no change
    B: ['130.00', '200.00', SkuStatus.onShelf], // +30% 10 days ago
    C: ['110.00', '200.00', SkuStatus.onShelf], // +10% only
    D: ['150.00', '200.00', SkuStatus.onShelf], // +50%, 40 days ago
    E: ['80.00', '200.00', SkuStatus.onShelf], // 100 -> 90 -> 80 within the window: -20% exactly
    F: ['120.00', '100.00', SkuStatus.offShelf], // above market but off shelf
  };
  for (const [index, [letter, [salePrice, marketPrice, status]]] of Object.entries(prices).entries()) {
    const id = onShelf[index].id;
    sku[letter] = id;
    await t.db
      .update(skus)
      .set({ skuName: `MONTEST-${letter}`, salePrice, marketPrice, status })
      .where(eq(skus.id, id));
  }
  await history(sku.B, '100.00', '130.00', 10);
  await history(sku.C, '100.00', '110.00', 10);
  await history(sku.D, '100.00', '150.00', 40);
  await history(sku.E, '100.00', '90.00', 5);
  await history(sku.E, '90.00', '80.00', 2);
}, 240_000);
afterAll(() => t.close());

const monitor = async (filters: Record<string, unknown> = {}, token = operator) =>
  dataOf(await call(t.app, queryPriceMonitor, { keyword: 'MONTEST', pageSize: 50, ...filters }, { token }));
const flagged = async (filters: Record<string, unknown> = {}) =>
  (await monitor(filters)).rows.map((r) => r.skuName).sort();
const setParam = async (key: string, value: string) =>
  dataOf(await call(t.app, updateParam, { key, value } as never, { token: operator }));

describe('price monitoring', () => {
  it('flags exactly the on-shelf SKUs above market or changed beyond the percent within the days', async () => {
    expect(await flagged()).toEqual(['MONTEST-A', 'MONTEST-B']);
    expect(await flagged({ rule: 'aboveMarket' })).toEqual(['MONTEST-A']);
    expect(await flagged({ rule: 'changed' })).toEqual(['MONTEST-B']);
    const b = (await monitor({ rule: 'changed' })).rows[0];
    expect(b).toMatchObject({
      skuId: String(sku.B),
      oldSalePrice: '100.00',
      salePrice: '130.00',
      changePercent: '30.00',
      aboveMarket: false,
      changedBeyond: true,
    });
    expect(b.lastChangedAt?.slice(0, 10)).toBe(daysAgo(10).toISOString().slice(0, 10));
    expect(new Date(b.lastChangedAt ?? '').toISOString()).toBe(b.lastChangedAt); // ISO text
    const a = (await monitor({ rule: 'aboveMarket' })).rows[0];
    expect(a).toMatchObject({ oldSalePrice: '120.00', changePercent: '0.00', lastChangedAt: null });
  });

  it('follows the parameters: more days take D in, a lower percent takes E in', async () => {
    await setParam('commodity.priceMonitorDays', '60');
    expect(await flagged({ rule: 'changed' })).toEqual(['MONTEST-B', 'MONTEST-D']);
    await setParam('commodity.priceMonitorPercent', '15');
    expect(await flagged({ rule: 'changed' })).toEqual(['MONTEST-B', 'MONTEST-D', 'MONTEST-E']);
    const e = (await monitor({ rule: 'changed' })).rows.find((r) => r.skuName === 'MONTEST-E');
    expect(e).toMatchObject({ oldSalePrice: '100.00', salePrice: '80.00', changePercent: '-20.00' });
    // Sorted by the size of the change, either way.
    const byPercent = (await monitor({ rule: 'changed', sort: { field: 'changePercent', order: 'ASC' } }))
      .rows;
    expect(byPercent.map((r) => r.skuName)).toEqual(['MONTEST-E', 'MONTEST-B', 'MONTEST-D']);
    await setParam('commodity.priceMonitorDays', '30');
    await setParam('commodity.priceMonitorPercent', '20');
    expect(await flagged({ rule: 'changed' })).toEqual(['MONTEST-B']);
  });

  it('filters by supplier, brand and category', async () => {
    const [row] = await t.db
      .select({ supplierId: skus.supplierId, brandId: skus.brandId, categoryId: skus.categoryId })
      .from(skus)
      .where(eq(skus.id, sku.A));
    const ids = {
      supplierId: String(row.supplierId),
      brandId: String(row.brandId),
      categoryId: String(row.categoryId),
    };
    for (const [name, value] of Object.entries(ids)) {
      const names = await flagged({ [name]: value });
      expect(names).toContain('MONTEST-A');
    }
    const [other] = await t.db
      .select({ supplierId: skus.supplierId })
      .from(skus)
      .where(ne(skus.supplierId, row.supplierId))
      .limit(1);
    const elsewhere = (await monitor({ supplierId: String(other.supplierId) })).rows;
    expect(elsewhere.map((r) => r.skuId)).not.toContain(String(sku.A));
  });

  it('exports the same rows as the list with the same filters, each read as the page shows it', async () => {
    const filters = { keyword: 'MONTEST', sort: { field: 'changePercent', order: 'DESC' } } as const;
    const listed = await monitor(filters);
    const file = await exportThroughTask(t.app, operator, 'priceMonitor', filters);
    expect(listed.rows.length).toBeGreaterThan(1);
    await expectSheetReadsAsPage(file, priceMonitorColumns, listed.rows, 'zh-CN');
    const sheet = await sheetRows(file);
    const rules = ['高于市场价', '变动超限'].map((title) => sheet[0]?.indexOf(title) ?? -1);
    const ruleCells = sheet.slice(1).map((r) => rules.map((at) => r[at]));
    expect(ruleCells).toEqual(
      listed.rows.map((r) => [r.aboveMarket, r.changedBeyond].map((f) => (f ? '是' : '否'))),
    );
    const refused = await call(
      t.app,
      commitDownloadTask,
      { kind: 'priceMonitor', filters },
      { token: supplier },
    );
    expect(refused.body.code).toBe('E403');
  });

  it('refuses suppliers and purchasers, and bad filters', async () => {
    for (const token of [supplier, purchaser]) {
      expect((await call(t.app, queryPriceMonitor, {}, { token })).body.code).toBe('E403');
      expect((await call(t.app, queryPriceCompareGroups, {}, { token })).body.code).toBe('E403');
      expect((await call(t.app, queryMonitorOptions, {}, { token })).body.code).toBe('E403');
    }
    const bad = await call(t.app, queryPriceMonitor, { rule: 'cheap' } as never, { token: operator });
    expect(bad.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：rule: 不是可选的值',
      data: { field: 'rule' },
    });
  });
});

describe('comparison across suppliers', () => {
  let group: number[] = [];
  beforeAll(async () => {
    // Three on-shelf SKUs of one brand at two suppliers with models that differ only in case, spaces and dashes,
    // and one of the same brand and model at the first supplier again; one of another brand with the same model.
    const [first] = await t.db
      .select({ supplierId: skus.supplierId, brandId: skus.brandId })
      .from(skus)
      .where(eq(skus.status, SkuStatus.onShelf))
      .orderBy(asc(skus.id))
      .limit(1);
    const atFirst = await t.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.supplierId, first.supplierId), eq(skus.status, SkuStatus.onShelf)))
      .orderBy(asc(skus.id))
      .offset(10)
      .limit(2);
    const [atOther] = await t.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(ne(skus.supplierId, first.supplierId), eq(skus.status, SkuStatus.onShelf)))
      .orderBy(asc(skus.id))
      .offset(10)
      .limit(1);
    const [otherBrand] = await t.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(ne(skus.brandId, first.brandId), eq(skus.status, SkuStatus.onShelf)))
      .orderBy(asc(skus.id))
      .offset(20)
      .limit(1);
    const set = (id: number, model: string, salePrice: string, brandId?: number) =>
      t.db
        .update(skus)
        .set({ model, salePrice, marketPrice: '999.00', ...(brandId ? { brandId } : {}) })
        .where(eq(skus.id, id));
    await set(atFirst[0].id, 'ZX-9000 Pro', '100.00', first.brandId);
    await set(atFirst[1].id, 'zx9000pro', '110.00', first.brandId);
    await set(atOther.id, ' ZX 9000-PRO ', '125.00', first.brandId);
    await set(otherBrand.id, 'ZX-9000 Pro', '50.00');
    group = [atFirst[0].id, atFirst[1].id, atOther.id];
    sku.otherBrand = otherBrand.id;
  });

  it('lists the group of normalised models across suppliers, with lowest, highest and spread', async () => {
    const page = dataOf(
      await call(t.app, queryPriceCompareGroups, { skuId: String(group[2]) }, { token: operator }),
    );
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      supplierCount: 2,
      skuCount: 3,
      minPrice: '100.00',
      maxPrice: '125.00',
      spread: '25.00',
      spreadPercent: '25.00',
    });
    const byKeyword = dataOf(
      await call(t.app, queryPriceCompareGroups, { keyword: 'zx 9000' }, { token: operator }),
    );
    expect(byKeyword.rows.map((r) => r.skuId)).toContain(page.rows[0].skuId);
    // The other brand's SKU has no partner: no group.
    const alone = dataOf(
      await call(t.app, queryPriceCompareGroups, { skuId: String(sku.otherBrand) }, { token: operator }),
    );
    expect(alone.total).toBe(0);
  });

  it("shows every supplier's SKU of one group, cheapest first", async () => {
    const detail = dataOf(
      await call(t.app, queryPriceCompare, { skuId: String(group[1]) }, { token: operator }),
    );
    expect(detail.rows.map((r) => Number(r.skuId))).toEqual(group);
    expect(detail).toMatchObject({
      supplierCount: 2,
      minPrice: '100.00',
      maxPrice: '125.00',
      spread: '25.00',
    });
    expect(detail.rows.map((r) => r.aboveLowestPercent)).toEqual(['0.00', '10.00', '25.00']);
    expect(detail.rows[0].shopName).not.toBe('');
    const alone = dataOf(
      await call(t.app, queryPriceCompare, { skuId: String(sku.otherBrand) }, { token: operator }),
    );
    expect(alone.rows.map((r) => Number(r.skuId))).toEqual([sku.otherBrand]);
    const missing = await call(t.app, queryPriceCompare, { skuId: '999999999' }, { token: operator });
    expect(missing.body.code).toBe('E404');
  });

  it('has such groups in the demo catalogue', async () => {
    const page = dataOf(await call(t.app, queryPriceCompareGroups, {}, { token: operator }));
    expect(page.total).toBeGreaterThan(1);
  });
});
