import { getCategoryTree, getHomeContent } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../platform/sql-rows';
import { call, dataOf } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
});
afterAll(() => t.close());

describe('shopping home content', () => {
  it('answers the seeded carousel, bilingual, with in-app search links and drawn pictures', async () => {
    const { carousel } = dataOf(await call(t.app, getHomeContent, {}));
    expect(carousel.length).toBeGreaterThanOrEqual(4);
    expect(carousel.length).toBeLessThanOrEqual(5);
    for (const slide of carousel) {
      expect(slide.title).not.toBe('');
      expect(slide.titleEn).not.toBe('');
      expect(slide.link).toMatch(/^\/list\?keyword=/);
      expect(slide.slideId).toMatch(/^\d+$/);
      const picture = await t.app.inject({ method: 'GET', url: slide.picture });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('shows one floor per top category with 8-10 on-shelf best sellers of that category', async () => {
    const { floors } = dataOf(await call(t.app, getHomeContent, {}));
    const tops = await sqlRows<{ id: string; name: string }>(
      t.db,
      sql`select id::text, name from categories where level = 1 order by sort_no, id`,
    );
    expect(floors.map((f) => f.name)).toEqual(tops.map((c) => c.name));
    const frontIds = dataOf(await call(t.app, getCategoryTree, {})).categories.map((c) => c.categoryId);
    for (const floor of floors) {
      expect(floor.goods.length).toBeGreaterThanOrEqual(8);
      expect(floor.goods.length).toBeLessThanOrEqual(10);
      if (floor.frontCategoryId !== null) expect(frontIds).toContain(floor.frontCategoryId);
      const sales = floor.goods.map((g) => g.salesCount);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      const ids = floor.goods.map((g) => g.skuId);
      const stored = await sqlRows<{ id: string; status: number; top: string }>(
        t.db,
        sql`select s.id::text, s.status, mid.parent_id::text as top from skus s
              join categories leaf on leaf.id = s.category_id join categories mid on mid.id = leaf.parent_id
             where s.id = any(${sql.param(ids.map(Number))}::bigint[])`,
      );
      expect(stored).toHaveLength(ids.length);
      expect(stored.every((s) => s.status === 1 && s.top === floor.categoryId)).toBe(true);
    }
  });

  it('builds floor goods as goods cards a buyer can open', async () => {
    const { floors } = dataOf(await call(t.app, getHomeContent, {}));
    const card = floors[0].goods[0];
    expect(card.price).toMatch(/^\d+\.\d{2}$/);
    expect(card.picture).toMatch(/^\/api\/ucc\/pictures\/catalog\/[a-z]+\/\d+\.svg$/);
    expect(['inStock', 'lowStock', 'outOfStock']).toContain(card.stockState);
    expect(card.brandName).not.toBe('');
  });
});
