import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../platform/sql-rows';
import { createTestDatabase } from '../../../testing/test-app';
import { DEMO_BRAND_COUNT } from './demo-brands';
import { DEMO_CATALOG_OPTIONS, generateCatalog } from './generator';

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase({ catalogue: true });
  db = created.database.db;
  dispose = created.dispose;
});
afterAll(() => dispose());

const one = async <T>(query: ReturnType<typeof sql>) => (await sqlRows<T>(db, query))[0];

describe('the demo catalogue seed', () => {
  it('holds at least 5,000 on-shelf SKUs and some off shelf, every one indexed for search', async () => {
    const counts = await one<{ onShelf: number; offShelf: number; indexed: number }>(sql`select
      (select count(*) from skus where status = 1)::int as "onShelf",
      (select count(*) from skus where status = 0)::int as "offShelf",
      (select count(*) from sku_search)::int as indexed`);
    expect(counts.onShelf).toBeGreaterThanOrEqual(5000);
    expect(counts.offShelf).toBeGreaterThan(0);
    expect(counts.indexed).toBe(counts.onShelf + counts.offShelf);
  });

  it('sells through all six e-commerce suppliers and at least two agreement suppliers', async () => {
    const selling = await sqlRows<{ kind: string; code: string | null }>(
      db,
      sql`select distinct su.id, su.kind, su.supplier_code as code
            from suppliers su join skus s on s.supplier_id = su.id and s.status = 1`,
    );
    expect(selling.filter((s) => s.kind === 'ecommerce').map((s) => s.code)).toEqual(
      expect.arrayContaining(['jd', 'suning', 'zkh', 'grainger', 'deli', 'ehsy']),
    );
    expect(selling.filter((s) => s.kind === 'agreement').length).toBeGreaterThanOrEqual(2);
  });

  it('has about 40 categories on three levels and about 100 brands without duplicate names', async () => {
    const c = await one<{ all: number; leaves: number; levels: number }>(sql`select count(*)::int as all,
      count(*) filter (where is_leaf)::int as leaves, count(distinct level)::int as levels from categories`);
    expect(c.all).toBeGreaterThanOrEqual(38);
    expect(c.all).toBeLessThanOrEqual(50);
    expect(c.levels).toBe(3);
    expect(c.leaves).toBeGreaterThanOrEqual(25);
    const b = await one<{ brands: number; names: number }>(
      sql`select count(*)::int as brands, count(distinct brand_name)::int as names from brands`,
    );
    expect(b.brands).toBe(DEMO_BRAND_COUNT);
    expect(b.brands).toBeGreaterThanOrEqual(95);
    expect(b.brands).toBeLessThanOrEqual(115);
    expect(b.names).toBe(b.brands);
    // The operators' familiar brands were merged, not doubled: 得力 is one brand with the catalogue's code.
    expect(await sqlRows(db, sql`select brand_code from brands where brand_name = '得力'`)).toEqual([
      { brand_code: 'deli' },
    ]);
  });

  it('gives supplier01 and supplier02 a shop each through their organisations', async () => {
    const shops = await sqlRows<{ username: string; shop: string }>(
      db,
      sql`select u.username, sh.shop_name as shop from users u
            join suppliers su on su.org_id = u.org_id join supplier_shops sh on sh.supplier_id = su.id
           where u.username in ('supplier01', 'supplier02') order by u.username`,
    );
    expect(shops.map((s) => s.username)).toEqual(['supplier01', 'supplier02']);
    expect(shops[0].shop).not.toBe(shops[1].shop);
  });

  it('stores the generator SKUs with their ids, prices and attribute values', async () => {
    const [first] = generateCatalog(DEMO_CATALOG_OPTIONS).batches();
    const sample = first.skus[17];
    const stored = await one<{ name: string; price: string; status: number; values: number }>(
      sql`select sku_name as name, sale_price::text as price, status,
                 (select count(*)::int from sku_attribute_values where sku_id = s.id) as values
            from skus s where id = ${sample.id}`,
    );
    expect(stored).toEqual({
      name: sample.skuName,
      price: sample.salePrice,
      status: sample.status === 'onShelf' ? 1 : 0,
      values: sample.attributes.length,
    });
  });

  it('moves the id sequences past the stored ids, so new rows can be added', async () => {
    for (const table of ['skus', 'spus', 'categories', 'suppliers', 'supplier_shops', 'brands']) {
      const ids = await one<{ next: number; max: number }>(
        sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as next,
                   (select max(id) from ${sql.raw(table)})::int as max`,
      );
      expect(ids.next, table).toBeGreaterThan(ids.max);
    }
  });

  it('seeds the home carousel with search links and one floor per top category', async () => {
    const slides = await sqlRows<{ link: string; titleEn: string }>(
      db,
      sql`select link, title_en as "titleEn" from home_carousel order by sort_no`,
    );
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides[0].link).toBe('/list?keyword=螺丝');
    expect(slides.every((s) => s.titleEn.length > 0)).toBe(true);
    const floors = await one<{ floors: number; tops: number }>(sql`select
      (select count(*) from home_floors)::int as floors,
      (select count(*) from categories where level = 1)::int as tops`);
    expect(floors.floors).toBe(floors.tops);
  });
});
