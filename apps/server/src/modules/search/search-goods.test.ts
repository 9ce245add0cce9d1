import { type GoodsCard, type SearchSort, searchGoods } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../platform/sql-rows';
import { call, dataOf } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertSearchFixture, type SearchFixture } from './search-fixture';

let t: TestApp;
let f: SearchFixture;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  f = await insertSearchFixture(t.db);
});
afterAll(() => t.close());

type Input = Parameters<typeof call<typeof searchGoods>>[2];
const search = async (input: Input) => dataOf(await call(t.app, searchGoods, input));
const names = (rows: GoodsCard[]) => rows.map((row) => row.skuName);
const inFixture = (input: Input) => search({ categoryId: String(f.topCategoryId), pageSize: 60, ...input });

describe('searchGoods keywords', () => {
  it('finds goods holding a two-character Chinese word inside longer words', async () => {
    const screws = await search({ keyword: '螺丝', pageSize: 60 });
    expect(screws.total).toBeGreaterThanOrEqual(2);
    expect(names(screws.rows).every((name) => name.includes('螺丝'))).toBe(true);
    expect(names((await inFixture({ keyword: '螺丝' })).rows).sort()).toEqual([
      '博世(Bosch) 十字盘头自攻螺丝 M6×20 不锈钢304 100个/盒',
      '博世(Bosch) 十字盘头螺丝 M8×30 碳钢 200个/盒',
    ]);
    const flanges = await search({ keyword: '法兰', pageSize: 60 });
    expect(names(flanges.rows).every((name) => name.includes('法兰'))).toBe(true);
    expect(names((await inFixture({ keyword: '法兰' })).rows)).toEqual([
      '得力(Deli) 六角法兰面螺栓 M6×16 碳钢8.8级 50个/盒',
    ]);
  });

  it('requires every word of a mixed query', async () => {
    const m6 = await search({ keyword: 'M6 螺丝', pageSize: 60 });
    expect(m6.total).toBeGreaterThanOrEqual(1);
    expect(m6.rows.every((row) => /m6/i.test(row.skuName) && row.skuName.includes('螺丝'))).toBe(true);
    expect(names((await inFixture({ keyword: 'm6 螺丝' })).rows)).toEqual([
      '博世(Bosch) 十字盘头自攻螺丝 M6×20 不锈钢304 100个/盒',
    ]);
    const staplers = await search({ keyword: '得力 订书机', pageSize: 60 });
    expect(staplers.total).toBeGreaterThanOrEqual(24);
    expect(staplers.rows.every((row) => row.brandName === '得力' && row.skuName.includes('订书机'))).toBe(
      true,
    );
    expect((await inFixture({ keyword: '得力订书机' })).total).toBe(24);
  });

  it('finds English brand names and models in any case', async () => {
    const bosch = await search({ keyword: 'BOSCH', pageSize: 60 });
    expect(bosch.total).toBeGreaterThanOrEqual(4);
    expect(bosch.rows.every((row) => row.brandName === '博世')).toBe(true);
    expect(names((await search({ keyword: 'gsb 13 re' })).rows)).toContain(
      '博世(Bosch) 冲击钻 GSB 13 RE 600W',
    );
    expect((await inFixture({ keyword: 'dl-ts616' })).total).toBe(1);
    expect((await inFixture({ keyword: 'dlts616' })).total).toBe(1);
    expect((await inFixture({ keyword: '3m kn95' })).total).toBe(1);
  });

  it('finds goods by the English names of their categories, singular or plural', async () => {
    const [drills] = await sqlRows<{ n: unknown }>(
      t.db,
      sql`select count(*) as n from sku_search s join categories c on c.id = s.cat3_id
           where s.on_shelf and c.name_en = 'Drills'`,
    );
    expect(Number(drills.n)).toBeGreaterThan(0);
    for (const keyword of ['drill', 'Drills', 'DRILL']) {
      expect((await search({ keyword })).total, keyword).toBe(Number(drills.n));
    }
    const gloves = await search({ keyword: 'glove', pageSize: 60 });
    expect(gloves.total).toBeGreaterThan(0);
    expect(gloves.facets.categories.map((facet) => facet.name)).toContain('防护手套');
  });

  // The queries of issue 10: what an English reader types, and what each must find.
  const ENGLISH_QUERIES: [string, RegExp][] = [
    ['stapler', /订书机/],
    ['pen', /笔/],
    ['pens', /笔/],
    ['notebook', /笔记本/],
    ['folder', /文件夹/],
    ['staples', /订书钉/],
    ['deli stapler', /^得力\(Deli\) .*订书机/],
    ['multimeter', /万用表/],
    ['multimeters', /万用表/],
    ['drill', /钻|锤/],
    ['screw', /螺丝|螺钉/],
    ['helmet', /安全帽/],
  ];
  for (const [keyword, named] of ENGLISH_QUERIES) {
    it(`finds goods for the English word "${keyword}", best first named for it`, async () => {
      const found = await search({ keyword, pageSize: 20 });
      expect(found.total, keyword).toBeGreaterThan(0);
      expect(found.rows[0].skuName, keyword).toMatch(named);
      expect(found.rows[0].skuNameEn.toLowerCase(), keyword).toContain(
        keyword.split(' ').pop()?.replace(/s$/, ''),
      );
    });
  }

  it('keeps 螺丝 to screws and finds Chinese-only goods by their English word (synonyms)', async () => {
    const screws = await search({ keyword: '螺丝', pageSize: 60 });
    expect(names(screws.rows).every((name) => name.includes('螺丝') && !name.includes('螺丝刀'))).toBe(true);
    // The fixture's staplers have no English name: 'stapler' finds them through the synonym of 订书机.
    expect((await inFixture({ keyword: 'stapler' })).total).toBe(24);
    expect((await inFixture({ keyword: 'deli stapler' })).total).toBe(24);
    expect(names((await inFixture({ keyword: 'staples' })).rows)).toEqual([
      '得力(Deli) 订书钉 24/6 1000枚/盒',
    ]);
  });

  it('finds a product first by the item code shown on its page, and by its model', async () => {
    const sample = await sqlRows<{ id: unknown; model: string; code: string }>(
      t.db,
      sql`select s.id, s.model, s.supplier_sku_code as code from skus s join suppliers p on p.id = s.supplier_id
           where s.status = 1 order by s.id % 97, s.id limit 12`,
    );
    const codes = await sqlRows<{ code: string }>(
      t.db,
      sql`select supplier_sku_code as code from skus where supplier_sku_code in ('100000003066', 'HN00004113')`,
    );
    expect(codes.map((row) => row.code).sort()).toEqual(['100000003066', 'HN00004113']);
    for (const code of ['100000003066', 'HN00004113', 'hn00004113']) {
      const found = await search({ keyword: code });
      expect(found.total, code).toBe(1);
    }
    for (const sku of sample) {
      const byCode = await search({ keyword: sku.code });
      expect(byCode.rows[0]?.skuId, sku.code).toBe(String(sku.id));
      const byModel = await search({ keyword: sku.model, pageSize: 60 });
      expect(byModel.rows[0]?.model, sku.model).toBe(sku.model);
    }
  });

  it('never shows off-shelf goods', async () => {
    expect((await search({ keyword: '已下架款' })).total).toBe(0);
    const all = await inFixture({});
    expect(all.total).toBe(f.skuIds.size);
    expect(all.rows.map((row) => row.skuId)).not.toContain(String(f.offShelfSkuId));
    // Off-shelf goods are not found even by their own model or full name; on-shelf ones are.
    const sample = (status: number) =>
      sqlRows<{ id: unknown; model: string; sku_name: string }>(
        t.db,
        sql`select id, model, sku_name from skus where status = ${status} order by id limit 5`,
      );
    for (const sku of await sample(1)) {
      const found = await search({ keyword: sku.sku_name.slice(0, 50), pageSize: 60 });
      expect(
        found.rows.map((row) => row.skuId),
        sku.sku_name,
      ).toContain(String(sku.id));
    }
    const offShelf = await sample(0);
    expect(offShelf.length).toBeGreaterThan(0);
    for (const sku of offShelf) {
      for (const keyword of [sku.model, sku.sku_name.slice(0, 50)]) {
        const found = await search({ keyword, pageSize: 60 });
        expect(
          found.rows.map((row) => row.skuId),
          keyword,
        ).not.toContain(String(sku.id));
      }
    }
  });

  it('answers a query that matches nothing with an empty page and close words', async () => {
    const nothing = await call(t.app, searchGoods, { keyword: 'qqzzxx 不存在的东西' });
    expect(nothing.body.code).toBe('0');
    expect(nothing.body.data).toMatchObject({ rows: [], total: 0, facets: { brands: [], categories: [] } });
    const typo = await search({ keyword: '订书鸡' });
    expect(typo.total).toBe(0);
    expect(typo.didYouMean).toContain('订书机');
  });

  it('treats quotes, backslashes, SQL and query syntax in a keyword as plain words', async () => {
    for (const keyword of [
      "'; drop table skus; --",
      'a & b | !c',
      '螺丝:*',
      "\\'\\\\",
      '"螺丝"',
      '100%_',
      '!!!',
    ]) {
      const result = await call(t.app, searchGoods, { keyword });
      expect(result.body.code, keyword).toBe('0');
    }
    expect((await search({ keyword: '螺丝:*' })).total).toBe((await search({ keyword: '螺丝' })).total);
    expect((await inFixture({})).total).toBe(f.skuIds.size);
  });
});

describe('searchGoods filters and facets', () => {
  it('gives facet counts that add up to the total and match their own filter', async () => {
    const screws = await search({ keyword: '螺丝' });
    const sum = (facets: { count: number }[]) => facets.reduce((total, facet) => total + facet.count, 0);
    expect(sum(screws.facets.brands)).toBe(screws.total);
    expect(sum(screws.facets.categories)).toBe(screws.total);
    expect(sum(screws.facets.suppliers)).toBe(screws.total);
    expect(sum(screws.facets.priceBands)).toBe(screws.total);
    const brand = screws.facets.brands[0];
    expect(brand.name).not.toBe('');
    expect((await search({ keyword: '螺丝', brandIds: [brand.id] })).total).toBe(brand.count);
    const leaf = screws.facets.categories[0];
    expect((await search({ keyword: '螺丝', categoryId: leaf.id })).total).toBe(leaf.count);
    const supplier = screws.facets.suppliers[0];
    expect((await search({ keyword: '螺丝', supplierIds: [supplier.id] })).total).toBe(supplier.count);
    for (const band of screws.facets.priceBands) {
      const input = { keyword: '螺丝', priceMin: band.min, ...(band.max ? { priceMax: band.max } : {}) };
      expect((await search(input)).total, band.min).toBe(band.count);
    }
  });

  it('filters by category of any level, navigation category, brand, supplier, shop and price', async () => {
    const leaf = await search({ categoryId: String(f.fastenerLeafId) });
    expect(leaf.total).toBe(5);
    expect((await search({ categoryId: String(f.midCategoryId) })).total).toBe(f.skuIds.size);
    expect((await search({ frontCategoryId: String(f.frontTopId) })).total).toBe(5);
    const shop = await inFixture({ supplierShopId: String(f.shopIds[1]) });
    expect(shop.rows.every((row) => row.supplierShopId === String(f.shopIds[1]))).toBe(true);
    const supplier = await inFixture({ supplierIds: [String(f.supplierIds[1])] });
    expect(supplier.total).toBe(shop.total);
    const cheap = await inFixture({ priceMin: '18', priceMax: '20.00' });
    expect(cheap.rows.every((row) => Number(row.price) >= 18 && Number(row.price) <= 20)).toBe(true);
    expect(cheap.total).toBeGreaterThanOrEqual(3);
    expect((await search({ categoryId: '999999999' })).total).toBe(0);
  });

  it('refuses a price range upside down', async () => {
    const refused = await call(t.app, searchGoods, { priceMin: '50', priceMax: '10' });
    expect(refused.body.code).toBe('E400');
  });
});

describe('searchGoods pagination', () => {
  const sorts: SearchSort[] = ['relevance', 'priceAsc', 'priceDesc', 'sales', 'newest'];
  for (const sort of sorts) {
    it(`pages without duplicates or gaps when sorted by ${sort}`, async () => {
      const seen: GoodsCard[] = [];
      const first = await inFixture({ keyword: '得力', sort, pageSize: 4 });
      for (let pageNo = 1; pageNo <= Math.ceil(first.total / 4); pageNo += 1) {
        const page = await inFixture({ keyword: '得力', sort, pageNo, pageSize: 4 });
        expect(page.total).toBe(first.total);
        seen.push(...page.rows);
      }
      expect(seen).toHaveLength(first.total);
      expect(new Set(seen.map((row) => row.skuId)).size).toBe(first.total);
      const prices = seen.map((row) => Number(row.price));
      if (sort === 'priceAsc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'priceDesc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const sales = seen.map((row) => row.salesCount);
      if (sort === 'sales') expect(sales).toEqual([...sales].sort((a, b) => b - a));
    });
  }

  it('pages a broad keyword in price order across price bands without duplicates or gaps', async () => {
    const idSets: string[][] = [];
    for (const sort of ['priceAsc', 'priceDesc', 'sales'] as const) {
      const first = await search({ keyword: '螺丝', sort, pageSize: 60 });
      expect(first.total).toBeLessThan(1000);
      const seen: GoodsCard[] = [...first.rows];
      for (let pageNo = 2; pageNo <= Math.ceil(first.total / 60); pageNo += 1) {
        seen.push(...(await search({ keyword: '螺丝', sort, pageNo, pageSize: 60 })).rows);
      }
      const ids = seen.map((row) => row.skuId);
      expect(new Set(ids).size, sort).toBe(first.total);
      idSets.push([...ids].sort());
      const prices = seen.map((row) => Number(row.price));
      if (sort === 'priceAsc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'priceDesc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
    expect(idSets[1]).toEqual(idSets[0]);
    expect(idSets[2]).toEqual(idSets[0]);
  });

  it('reads sales-ordered pages within a brand or a category in the order a full sort gives', async () => {
    const [top] = await sqlRows<{ brand: unknown; cat: unknown }>(
      t.db,
      sql`select (select brand_id from sku_search where on_shelf and doc @@ '''螺丝'''::tsquery
                   group by 1 order by count(*) desc, 1 limit 1) as brand,
                 (select cat3_id from sku_search where on_shelf and doc @@ '''螺丝'''::tsquery
                   group by 1 order by count(*) desc, 1 limit 1) as cat`,
    );
    const cases = [
      { input: { brandIds: [String(top.brand)] }, where: sql`brand_id = ${Number(top.brand)}` },
      { input: { categoryId: String(top.cat) }, where: sql`cat3_id = ${Number(top.cat)}` },
    ];
    for (const { input, where } of cases) {
      const expected = await sqlRows<{ sku_id: unknown }>(
        t.db,
        sql`select sku_id from sku_search where on_shelf and doc @@ '''螺丝'''::tsquery and ${where}
             order by sales_count desc, sku_id desc limit 12`,
      );
      const ids: string[] = [];
      for (const pageNo of [1, 2, 3]) {
        const page = await search({ keyword: '螺丝', sort: 'sales', pageNo, pageSize: 4, ...input });
        ids.push(...page.rows.map((row) => row.skuId));
      }
      expect(ids, JSON.stringify(input)).toEqual(expected.map((row) => String(row.sku_id)));
    }
  });

  it('answers a page past the end with no rows and the total', async () => {
    const past = await inFixture({ pageNo: 50, pageSize: 20 });
    expect(past).toMatchObject({ rows: [], total: f.skuIds.size });
  });
});
