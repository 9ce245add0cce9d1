import type { SearchSort } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlRows } from '../../../platform/sql-rows';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { indexSkus } from '../index-skus';
import { setResultCaching } from '../search-cache';
import type { SearchCriteria } from '../search-filters';
import { insertSearchFixture, type SearchFixture } from '../search-fixture';
import { searchGoodsPage } from '../search-goods';
import { preloadSearchIndex, searchIndexReadiness, setSearchIndexKind } from './index-engine';
import { databaseIdentity } from './index-snapshot';

// The in-process index must answer exactly what the SQL search answers: totals, every facet count, and the
// SKUs of each page in every sort that has one order (relevance orders by ts_rank in SQL and by its per-word
// weights in the index, so only its set is compared).

let t: TestApp;
let f: SearchFixture;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  f = await insertSearchFixture(t.db);
  setResultCaching(t.db, false);
});

const ready = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, searchIndex: response.json().checks.searchIndex };
};

it('makes the server not ready while it reads the index (a listening server reads it at start)', async () => {
  const loading = preloadSearchIndex(t.db);
  expect(searchIndexReadiness(t.db)).toBe('failed');
  await loading;
  expect(await ready()).toEqual({ status: 200, searchIndex: 'ok' });
  setSearchIndexKind(t.db, 'sql');
  expect(await ready()).toEqual({ status: 200, searchIndex: 'off' });
});
afterAll(() => t.close());

const restriction = { channelIds: null, poolIds: null };

/** Whether the index finds SKU `id` among the search fixture's goods. */
async function fixtureFinds(id: number): Promise<boolean> {
  setSearchIndexKind(t.db, 'memory');
  const page = { sort: 'sales' as const, pageNo: 1, pageSize: 60 };
  const result = await searchGoodsPage(t.db, { categoryId: String(f.topCategoryId) }, page);
  return result.rows.some((row) => row.skuId === String(id));
}

async function both(criteria: SearchCriteria, sort: SearchSort, pageNo: number, limited = false) {
  const page = { sort, pageNo, pageSize: 20 };
  const answer = async (kind: 'memory' | 'sql') => {
    setSearchIndexKind(t.db, kind);
    const result = await searchGoodsPage(t.db, criteria, page, limited ? restriction : null);
    return { ...result, rows: result.rows.map((row) => row.skuId) };
  };
  return { sql: await answer('sql'), memory: await answer('memory') };
}

describe('the in-process search index', () => {
  const criteria: [string, SearchCriteria][] = [
    ['everything', {}],
    ['a word', { keyword: '螺丝' }],
    ['two words', { keyword: '得力 订书机' }],
    ['an English word', { keyword: 'drills' }],
    ['a model', { keyword: 'dl-ts616' }],
    ['nothing', { keyword: 'qqzzxx' }],
    ['a word in a price band', { keyword: '螺丝', priceMin: '20', priceMax: '49.99' }],
    ['an arbitrary price range', { priceMin: '18', priceMax: '20.00' }],
    ['two brands', { keyword: '订书机', brandIds: ['1', '2', '3'] }],
  ];
  for (const [name, input] of criteria)
    it(`counts and pages ${name} as the SQL search does`, async () => {
      for (const sort of ['sales', 'priceAsc', 'priceDesc', 'newest'] as const)
        for (const pageNo of [1, 3]) {
          const { sql: bySql, memory } = await both(input, sort, pageNo);
          expect(memory, `${sort} page ${pageNo}`).toEqual(bySql);
        }
      const relevance = await both(input, 'relevance', 1);
      expect(relevance.memory.total).toBe(relevance.sql.total);
      expect(relevance.memory.facets).toEqual(relevance.sql.facets);
    });

  it('counts within categories of each level, a shop, a supplier and a navigation category', async () => {
    const [leaf] = await sqlRows<{ cat1: unknown; cat2: unknown; cat3: unknown }>(
      t.db,
      sql`select cat1_id as cat1, cat2_id as cat2, cat3_id as cat3 from sku_search where on_shelf
           group by 1, 2, 3 order by count(*) desc limit 1`,
    );
    for (const input of [
      { categoryId: String(leaf.cat1) },
      { categoryId: String(leaf.cat2), keyword: '得力' },
      { categoryId: String(leaf.cat3) },
      { supplierShopId: String(f.shopIds[1]) },
      { supplierIds: [String(f.supplierIds[0])] },
      { frontCategoryId: String(f.frontTopId) },
    ]) {
      const { sql: bySql, memory } = await both(input, 'sales', 1);
      expect(memory, JSON.stringify(input)).toEqual(bySql);
    }
  });

  it("keeps a limited buyer to its channels' and pools' goods", async () => {
    const [some] = await sqlRows<{ channel: unknown; pool: unknown }>(
      t.db,
      sql`select channel_ids[1] as channel, pool_ids[1] as pool from sku_search
           where on_shelf and cardinality(channel_ids) > 0 and cardinality(pool_ids) > 0 limit 1`,
    );
    restriction.channelIds = [Number(some.channel)] as never;
    restriction.poolIds = [Number(some.pool)] as never;
    const { sql: bySql, memory } = await both({}, 'sales', 1, true);
    expect(memory.total).toBeGreaterThan(0);
    expect(memory).toEqual(bySql);
  });

  it('sees a SKU taken off the shelf and put back at the next search', async () => {
    const id = f.skuIds.values().next().value as number;
    const found = () => fixtureFinds(id);
    expect(await found()).toBe(true);
    await t.db.execute(sql`update skus set status = 0 where id = ${id}`);
    await indexSkus(t.db, [id]);
    expect(await found()).toBe(false);
    await t.db.execute(sql`update skus set status = 1, sales_count = 999999 where id = ${id}`);
    await indexSkus(t.db, [id]);
    const back = await searchGoodsPage(
      t.db,
      { categoryId: String(f.topCategoryId) },
      {
        sort: 'sales',
        pageNo: 1,
        pageSize: 1,
      },
    );
    expect(back.rows.map((row) => row.skuId)).toEqual([String(id)]);
    // Over everything (read by walking the orders built at load, which this new row is not in) too.
    const everything = await searchGoodsPage(t.db, {}, { sort: 'sales', pageNo: 1, pageSize: 2 });
    expect(everything.rows[0].skuId).toBe(String(id));
    setSearchIndexKind(t.db, 'sql');
    const bySql = await searchGoodsPage(t.db, {}, { sort: 'sales', pageNo: 1, pageSize: 2 });
    expect(everything.rows.map((row) => row.skuId)).toEqual(bySql.rows.map((row) => row.skuId));
  });

  it("reads another process's changes at most every tenth of a second, and within one", async () => {
    const id = [...f.skuIds.values()][1];
    const search = () => fixtureFinds(id);
    const start = Date.now() + 5_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      expect(await search()).toBe(true);
      // Another process's indexer: the row changes without this process indexing anything.
      await t.db.execute(
        sql`update sku_search set on_shelf = false, change_seq = nextval('sku_search_change_seq') where sku_id = ${id}`,
      );
      clock.mockReturnValue(start + 50);
      expect(await search()).toBe(true);
      clock.mockReturnValue(start + 150);
      expect(await search()).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });

  it('names the database of a snapshot the same until sku_search is replaced (as a restore does)', async () => {
    const before = await databaseIdentity(t.db);
    expect(await databaseIdentity(t.db)).toBe(before);
    await t.db.execute(sql`vacuum full sku_search`);
    expect(await databaseIdentity(t.db)).not.toBe(before);
  });
});
