import { getHotWords, getShopGoods, SEARCH_SETTINGS, suggestWords } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const suggest = async (keyword: string) =>
  dataOf(await call(t.app, suggestWords, { keyword })).words.map((word) => word.word);

describe('suggestions and hot words', () => {
  it('completes what the user types, most frequent first, and tolerates typos', async () => {
    expect(await suggest('订书')).toContain('订书机');
    const screws = await suggest('螺');
    expect(screws).toContain('螺丝');
    expect(screws.length).toBeLessThanOrEqual(10);
    expect(await suggest('bos')).toContain('Bosch');
    expect(await suggest('dri')).toContain('Drills');
    expect(await suggest('angle grind')).toContain('Angle Grinders');
    expect(await suggest('订书鸡')).toContain('订书机');
    expect(await suggest('%_\\')).toEqual([]);
  });

  it('lists a word typed exactly first, before longer and more frequent words starting with it', async () => {
    for (const keyword of ['螺丝', '螺母', '订书']) {
      const words = await suggest(keyword);
      expect(words.length, keyword).toBeGreaterThan(1);
      if (words.includes(keyword)) expect(words[0], keyword).toBe(keyword);
    }
    expect((await suggest('螺丝'))[0]).toBe('螺丝');
    expect((await suggest('drills'))[0]).toBe('Drills');
  });

  it('lists the enabled hot words in order with the search settings', async () => {
    const hot = dataOf(await call(t.app, getHotWords, {}));
    expect(hot.words.map((word) => word.word).slice(0, 3)).toEqual(['螺丝', '打印纸', '安全帽']);
    expect(hot.words).toHaveLength(10);
    expect(hot.settings).toEqual(SEARCH_SETTINGS);
  });
});

describe('shop goods', () => {
  it("lists one shop's on-shelf goods by keyword and category", async () => {
    const shopId = String(f.shopIds[0]);
    const all = dataOf(await call(t.app, getShopGoods, { supplierShopId: shopId, pageSize: 60 }));
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows.every((row) => row.supplierShopId === shopId)).toBe(true);
    expect(all.rows.map((row) => row.skuId)).not.toContain(String(f.offShelfSkuId));
    const sales = all.rows.map((row) => row.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const screws = dataOf(await call(t.app, getShopGoods, { supplierShopId: shopId, keyword: '螺丝' }));
    // Equal sales: the newer SKU (higher id) first.
    expect(screws.rows.map((row) => row.skuName)).toEqual([
      '博世(Bosch) 十字盘头螺丝 M8×30 碳钢 200个/盒',
      '博世(Bosch) 十字盘头自攻螺丝 M6×20 不锈钢304 100个/盒',
    ]);
    const office = dataOf(
      await call(t.app, getShopGoods, { supplierShopId: shopId, categoryId: String(f.officeLeafId) }),
    );
    expect(office.total).toBe(13);
  });

  it('answers an unknown shop with not found', async () => {
    expect((await call(t.app, getShopGoods, { supplierShopId: '999999999' })).body.code).toBe('E404');
  });
});
