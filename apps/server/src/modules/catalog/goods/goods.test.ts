import {
  formatMessage,
  getCategoryTree,
  getShopInfo,
  getSkuDetail,
  queryShopList,
} from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../../platform/sql-rows';
import { call, dataOf } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(t.db, query);
const detail = (skuId: string, supplierShopId: string, locale?: 'zh-CN' | 'en-US') =>
  call(t.app, getSkuDetail, { skuId, supplierShopId }, { locale });

interface SkuPick {
  id: string;
  shop: string;
  price: string;
  spu: string;
}

describe('category tree', () => {
  it('answers the storefront categories in three levels, each level in display order', async () => {
    const { categories } = dataOf(await call(t.app, getCategoryTree, {}));
    const tops = await rows<{ name: string }>(
      sql`select name from front_categories where parent_id is null order by sort_no, id`,
    );
    expect(categories.map((c) => c.name)).toEqual(tops.map((c) => c.name));
    for (const top of categories) {
      expect(top.level).toBe(1);
      expect(top.nameEn).not.toBe('');
      expect(top.children.length).toBeGreaterThan(0);
      for (const mid of top.children) {
        expect(mid.level).toBe(2);
        expect(mid.children.length).toBeGreaterThan(0);
        expect(mid.children.every((leaf) => leaf.level === 3 && leaf.children.length === 0)).toBe(true);
      }
    }
  });
});

describe('sku detail breadcrumbs', () => {
  it('give the storefront navigation path of the SKU, the one the category menu shows', async () => {
    const { categories } = dataOf(await call(t.app, getCategoryTree, {}));
    const navigation = new Map<string, string[]>();
    for (const top of categories)
      for (const mid of top.children)
        for (const leaf of mid.children) navigation.set(leaf.categoryId, [top.name, mid.name, leaf.name]);
    const picks = await rows<SkuPick>(sql`select id::text, shop_id::text as shop from skus
      where status = 1 order by id % 53, id limit 15`);
    for (const pick of picks) {
      const sku = dataOf(await detail(pick.id, pick.shop));
      expect(sku.frontCategoryPath, sku.skuName).toHaveLength(3);
      const leaf = sku.frontCategoryPath[2];
      expect(
        sku.frontCategoryPath.map((c) => c.name),
        sku.skuName,
      ).toEqual(navigation.get(leaf.categoryId));
      expect(sku.frontCategoryPath.every((c) => c.nameEn !== '')).toBe(true);
    }
    // The stapler of issue 10: 办公用品 › 办公文具 in the navigation, not the catalogue's 桌面文具 tree.
    const [stapler] = await rows<SkuPick>(sql`select id::text, shop_id::text as shop from skus
      where status = 1 and sku_name like '%订书机%' order by id limit 1`);
    const path = dataOf(await detail(stapler.id, stapler.shop)).frontCategoryPath.map((c) => c.name);
    expect([...navigation.values()].map((names) => names.join('/'))).toContain(path.join('/'));
  });
});

describe('sku detail', () => {
  let onShelf: SkuPick;
  let offShelf: SkuPick;
  beforeAll(async () => {
    // An on-shelf SKU whose product has several variants, and an off-shelf one.
    [onShelf] =
      await rows<SkuPick>(sql`select s.id::text, s.shop_id::text as shop, s.sale_price::text as price,
      s.spu_id::text as spu from skus s join spus p on p.id = s.spu_id
      where s.status = 1 and p.sku_count >= 3 order by s.id limit 1`);
    [offShelf] = await rows<SkuPick>(sql`select id::text, shop_id::text as shop, sale_price::text as price,
      spu_id::text as spu from skus where status = 0 order by id limit 1`);
  });

  it('shows an on-shelf SKU with prices, gallery, grouped attributes, variants, category path and shop', async () => {
    const sku = dataOf(await detail(onShelf.id, onShelf.shop));
    expect(sku).toMatchObject({ skuId: onShelf.id, spuId: onShelf.spu, price: onShelf.price, onShelf: true });
    expect(Number(sku.marketPrice)).toBeGreaterThanOrEqual(Number(sku.price));
    expect(sku.pictures.length).toBeGreaterThanOrEqual(3);
    expect(sku.pictures.length).toBeLessThanOrEqual(5);
    expect(new Set(sku.pictures).size).toBe(sku.pictures.length);
    expect(sku.categoryPath.map((c) => c.name)).toHaveLength(3);
    expect(sku.attributeGroups.length).toBeGreaterThan(0);
    expect(sku.attributeGroups.every((g) => g.attributes.length > 0 && g.groupNameEn !== '')).toBe(true);
    expect(sku.variants.length).toBeGreaterThanOrEqual(3);
    expect(sku.variants.map((v) => v.skuId)).toContain(onShelf.id);
    expect(new Set(sku.variants.map((v) => v.label)).size).toBe(sku.variants.length);
    expect(sku.skuName).toContain(sku.brand.brandName);
    const [{ goods }] = await rows<{ goods: number }>(
      sql`select count(*)::int as goods from skus where shop_id = ${onShelf.shop} and status = 1`,
    );
    expect(sku.shop).toMatchObject({ supplierShopId: onShelf.shop, goodsCount: goods });
  });

  it('gives spec values and variant labels in English beside the Chinese', async () => {
    const sku = dataOf(await detail(onShelf.id, onShelf.shop, 'en-US'));
    const han = /\p{Script=Han}/u;
    const values = sku.attributeGroups.flatMap((g) => g.attributes);
    expect(values.some((a) => han.test(a.value))).toBe(true);
    for (const attribute of values) expect(han.test(attribute.valueEn), attribute.valueEn).toBe(false);
    for (const variant of sku.variants) {
      expect(variant.labelEn).not.toBe('');
      expect(han.test(variant.labelEn), variant.labelEn).toBe(false);
    }
    expect(new Set(sku.variants.map((v) => v.labelEn)).size).toBe(sku.variants.length);
  });

  it('lists attribute groups in their display order', async () => {
    const sku = dataOf(await detail(onShelf.id, onShelf.shop));
    const order = (await rows<{ name: string }>(sql`select name from attribute_groups order by sort_no`)).map(
      (g) => g.name,
    );
    const shown = sku.attributeGroups.map((g) => order.indexOf(g.groupName));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('shows an off-shelf SKU as not on shelf', async () => {
    const sku = dataOf(await detail(offShelf.id, offShelf.shop));
    expect(sku).toMatchObject({ skuId: offShelf.id, onShelf: false, price: offShelf.price });
  });

  it('answers not found for a SKU of another shop or an unknown SKU, in the reader language', async () => {
    const otherShop = onShelf.shop === '1' ? '2' : '1';
    expect((await detail(onShelf.id, otherShop)).body).toMatchObject({
      code: 'E404',
      respDesc: '商品不存在或不在该店铺销售',
    });
    expect((await detail('999999999', onShelf.shop, 'en-US')).body).toMatchObject({
      code: 'E404',
      respDesc: 'This product does not exist or is not sold by this shop',
    });
  });

  it('answers not found for a SKU opened by a kept link once its shop is closed or its supplier stopped', async () => {
    const [kept] = await rows<{ id: string; shop: string; supplier: string }>(sql`select s.id::text,
      s.shop_id::text as shop, sh.supplier_id::text as supplier from skus s
      join supplier_shops sh on sh.id = s.shop_id where s.status = 1 order by s.id limit 1`);
    const code = async () => (await detail(kept!.id, kept!.shop)).body.code;
    expect(await code()).toBe('0');
    try {
      await t.db.execute(sql`update supplier_shops set status = 0 where id = ${Number(kept!.shop)}`);
      expect(await code()).toBe('E404');
      await t.db.execute(sql`update supplier_shops set status = 1 where id = ${Number(kept!.shop)}`);
      await t.db.execute(sql`update suppliers set status = 0 where id = ${Number(kept!.supplier)}`);
      expect(await code()).toBe('E404');
    } finally {
      await t.db.execute(sql`update supplier_shops set status = 1 where id = ${Number(kept!.shop)}`);
      await t.db.execute(sql`update suppliers set status = 1 where id = ${Number(kept!.supplier)}`);
    }
    expect(await code()).toBe('0');
  });

  it('refuses a malformed id under its field', async () => {
    expect((await detail('abc', onShelf.shop)).body).toMatchObject({
      code: 'E400',
      data: { field: 'skuId' },
    });
    const number = await call(t.app, getSkuDetail, { skuId: 12, supplierShopId: onShelf.shop } as never);
    expect(number.body).toMatchObject({ code: 'E400', data: { field: 'skuId' } });
  });
});

describe('shops', () => {
  it('lists the open shops, paged without gaps, each with its on-shelf goods count', async () => {
    const all = dataOf(await call(t.app, queryShopList, { pageSize: 50 }));
    expect(all.total).toBe(10);
    const firstPage = dataOf(await call(t.app, queryShopList, { pageNo: 1, pageSize: 4 }));
    const lastPage = dataOf(await call(t.app, queryShopList, { pageNo: 3, pageSize: 4 }));
    expect(firstPage.rows.map((s) => s.supplierShopId)).toEqual(
      all.rows.slice(0, 4).map((s) => s.supplierShopId),
    );
    expect(lastPage.rows).toHaveLength(2);
    const counts = await rows<{ shop: string; goods: number }>(
      sql`select shop_id::text as shop, count(*)::int as goods from skus where status = 1 group by shop_id`,
    );
    for (const shop of all.rows) {
      expect(shop.goodsCount).toBe(counts.find((c) => c.shop === shop.supplierShopId)?.goods);
    }
  });

  it('filters by shop or supplier name and by supplier kind', async () => {
    const jd = dataOf(await call(t.app, queryShopList, { keyword: '京东' }));
    expect(jd.rows.map((s) => s.supplierCode)).toEqual(['jd']);
    expect(dataOf(await call(t.app, queryShopList, { keyword: 'grainger' })).rows[0].supplierName).toBe(
      '固安捷',
    );
    const agreement = dataOf(await call(t.app, queryShopList, { supplierKind: 'agreement' }));
    expect(agreement.total).toBeGreaterThanOrEqual(2);
    expect(agreement.rows.every((s) => s.supplierKind === 'agreement' && s.supplierCode === null)).toBe(true);
    expect(dataOf(await call(t.app, queryShopList, { keyword: "100%' or 1=1 --" })).total).toBe(0);
  });

  it('refuses an unknown supplier kind and a keyword over 50 characters, naming the field', async () => {
    const kind = await call(t.app, queryShopList, { supplierKind: 'wholesale' } as never, {
      locale: 'en-US',
    });
    expect(kind.body.code).toBe('E400');
    expect(kind.body.data).toMatchObject({
      errors: [{ field: 'supplierKind', message: formatMessage('validation.unknownCode', 'en-US') }],
    });
    const long = await call(t.app, queryShopList, { keyword: '店'.repeat(51) }, { locale: 'en-US' });
    expect(long.body.data).toMatchObject({
      errors: [{ field: 'keyword', message: formatMessage('validation.maxLength', 'en-US', { max: 50 }) }],
    });
  });

  it('shows one shop with the top categories of its goods', async () => {
    const [shop] = dataOf(await call(t.app, queryShopList, { keyword: '震坤行' })).rows;
    const info = dataOf(await call(t.app, getShopInfo, { supplierShopId: shop.supplierShopId }));
    expect(info).toMatchObject({ supplierShopId: shop.supplierShopId, goodsCount: shop.goodsCount });
    expect(info.categories.length).toBeGreaterThan(0);
    expect(info.categories.reduce((sum, c) => sum + c.count, 0)).toBe(shop.goodsCount);
    const counts = info.categories.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const missing = await call(t.app, getShopInfo, { supplierShopId: '424242' });
    expect(missing.body).toMatchObject({ code: 'E404', respDesc: '店铺不存在或已关闭' });
  });
});

describe('pictures', () => {
  it('draws every gallery picture of a SKU as a cacheable SVG', async () => {
    const [sku] = await rows<SkuPick>(
      sql`select id::text, shop_id::text as shop from skus order by id limit 1`,
    );
    const { pictures, brand } = dataOf(await detail(sku.id, sku.shop));
    const bodies = new Set<string>();
    for (const url of pictures) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg /);
      bodies.add(response.body);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(bodies.size).toBe(pictures.length);
    const main = await t.app.inject({ method: 'GET', url: pictures[0] });
    expect(main.body).toContain(brand.brandName);
  });

  it('answers a 404 envelope for an unknown or malformed picture key', async () => {
    for (const url of [
      '/api/ucc/pictures/catalog/office/999999.svg',
      '/api/ucc/pictures/catalog/office/1.svg?view=9',
      '/api/ucc/pictures/../../etc/passwd',
      '/api/ucc/pictures/home/nothing.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'E404' });
    }
  });
});
