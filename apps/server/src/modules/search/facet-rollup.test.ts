import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../platform/sql-rows';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { skus } from '../catalog/shared-tables';
import { facetRollupOf } from './facet-rollup';
import { summarize } from './facets';
import { indexSkus } from './index-skus';
import { bandIndexOf, bandsBetween, bandTsquery } from './price-bands';
import { resolveFilter, type SearchCriteria } from './search-filters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await sqlRows<T>(t.db, query))[0];

/** Criteria the rollup answers, built from ids of the demo catalogue. */
async function criteriaList(): Promise<SearchCriteria[]> {
  const top = await one<{ id: unknown }>(sql`select id from categories where level = 1 order by id limit 1`);
  const mid = await one<{ id: unknown }>(sql`select id from categories where level = 2 order by id limit 1`);
  const leaf = await one<{ id: unknown }>(
    sql`select cat3_id as id from sku_search where doc @@ '''螺丝'''::tsquery group by 1 order by count(*) desc limit 1`,
  );
  const brands = await sqlRows<{ id: unknown }>(
    t.db,
    sql`select brand_id as id from sku_search where doc @@ '''螺丝'''::tsquery group by 1 order by count(*) desc limit 2`,
  );
  const supplier = await one<{ id: unknown }>(sql`select id from suppliers order by id limit 1`);
  const brandIds = brands.map((row) => String(row.id));
  return [
    {},
    { keyword: '螺丝' },
    { keyword: '得力' },
    { keyword: 'bosch' },
    { keyword: '螺丝', brandIds },
    { keyword: '螺丝', categoryId: String(leaf.id) },
    { keyword: '螺丝', priceMin: '20.00', priceMax: '49.99' },
    { keyword: '螺丝', priceMin: '100' },
    { keyword: '螺丝', priceMax: '19.99', supplierIds: [String(supplier.id)] },
    { categoryId: String(top.id) },
    { categoryId: String(mid.id), brandIds },
    { keyword: 'zzqxv' },
  ];
}

describe('search_facets', () => {
  it('gives one-word searches the same total and facets as counting the matches', async () => {
    for (const criteria of await criteriaList()) {
      const filter = await resolveFilter(t.db, criteria);
      expect(facetRollupOf(filter), JSON.stringify(criteria)).not.toBeNull();
      expect(await summarize(t.db, filter), JSON.stringify(criteria)).toEqual(
        await summarize(t.db, filter, 'scan'),
      );
    }
    const screws = await summarize(t.db, await resolveFilter(t.db, { keyword: '螺丝' }));
    expect(screws.total).toBeGreaterThan(10);
  });

  it('stays exact when goods change price band, brand or shelf state and are re-indexed', async () => {
    const changed = await sqlRows<{ id: unknown }>(
      t.db,
      sql`select sku_id as id from sku_search where on_shelf and doc @@ '''螺丝'''::tsquery order by sku_id limit 3`,
    );
    const [a, b, c] = changed.map((row) => Number(row.id));
    const otherBrand = await one<{ id: unknown }>(sql`select id from brands order by id desc limit 1`);
    await t.db.update(skus).set({ salePrice: '4321.00' }).where(eq(skus.id, a));
    await t.db
      .update(skus)
      .set({ brandId: Number(otherBrand.id) })
      .where(eq(skus.id, b));
    await t.db.update(skus).set({ status: 0 }).where(eq(skus.id, c));
    const before = await summarize(t.db, await resolveFilter(t.db, { keyword: '螺丝' }), 'scan');
    await indexSkus(t.db, [a, b, c]);
    const filter = await resolveFilter(t.db, { keyword: '螺丝' });
    const after = await summarize(t.db, filter);
    expect(after).toEqual(await summarize(t.db, filter, 'scan'));
    expect(after.total).toBe(before.total - 1);
    await t.db.update(skus).set({ status: 1 }).where(eq(skus.id, c));
    await indexSkus(t.db, [c]);
    expect((await summarize(t.db, filter)).total).toBe(before.total);
    const zero = await one<{ n: unknown }>(sql`select count(*) as n from search_facets where n <= 0`);
    expect(Number(zero.n)).toBe(0);
  });

  it('leaves several words, shops and price limits inside a band to the scan', async () => {
    expect(facetRollupOf(await resolveFilter(t.db, { keyword: 'M6 螺丝' }))).toBeNull();
    expect(facetRollupOf(await resolveFilter(t.db, { keyword: '螺丝', supplierShopId: '1' }))).toBeNull();
    expect(facetRollupOf(await resolveFilter(t.db, { keyword: '螺丝', priceMin: '25' }))).toBeNull();
  });
});

describe('bandsBetween', () => {
  it('maps band limits to bands and refuses limits inside a band', () => {
    expect(bandsBetween(null, null)).toEqual([0, 8]);
    expect(bandsBetween('0.00', '19.99')).toEqual([0, 0]);
    expect(bandsBetween('20.00', '49.99')).toEqual([1, 1]);
    expect(bandsBetween('5000', null)).toEqual([8, 8]);
    expect(bandsBetween('20', '199.99')).toEqual([1, 3]);
    expect(bandsBetween('25', null)).toBeNull();
    expect(bandsBetween(null, '50.00')).toBeNull();
    expect(bandsBetween('19.995', null)).toBeNull();
  });

  it('puts a price in the band width_bucket gives and writes band queries', () => {
    expect(['0.01', '19.99', '20.00', '4999.99', '5000.00', '123456.00'].map(bandIndexOf)).toEqual([
      0, 0, 1, 7, 8, 8,
    ]);
    expect(bandTsquery([1, 2])).toBe("('§band1' | '§band2')");
    expect(bandTsquery([3, 2])).toBeNull();
  });

  it('finds goods by keyword within bands exactly as by price', async () => {
    const inBands = await summarize(
      t.db,
      await resolveFilter(t.db, { keyword: 'M6 螺丝', priceMin: '20', priceMax: '199.99' }),
    );
    const m6ByPrice = await sqlRows<{ n: unknown }>(
      t.db,
      sql`select count(*) as n from sku_search where on_shelf and doc @@ '''m6'' & ''螺丝'''::tsquery
           and price >= 20 and price <= 199.99`,
    );
    expect(Number(m6ByPrice[0].n)).toBeGreaterThan(0);
    expect(inBands.total).toBe(Number(m6ByPrice[0].n));
  });
});
