import { getListingOptions, queryAuthorisedBrands } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { attributes, brands, categories } from '../tables';
import { listingFixture } from './commodity-fixture';

let t: TestApp;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  supplier = await loginAs(t.app, 'supplier01');
}, 240_000);
afterAll(() => t.close());

it('gives the goods form its categories, brands and attributes with their English names', async () => {
  const fixture = await listingFixture(t.db);
  const leafId = Number(fixture.categoryId);
  // The leaf has an English name, its parent none (shown in Chinese), the top level its own.
  await t.db.update(categories).set({ nameEn: 'Writing Instruments' }).where(eq(categories.id, leafId));
  const [leafRow] = await t.db.select().from(categories).where(eq(categories.id, leafId));
  await t.db
    .update(categories)
    .set({ nameEn: '' })
    .where(eq(categories.id, leafRow?.parentId ?? 0));
  await t.db
    .update(brands)
    .set({ brandNameEn: 'Deli' })
    .where(eq(brands.id, Number(fixture.brandId)));
  await t.db.update(attributes).set({ nameEn: 'Colour' }).where(eq(attributes.categoryId, leafId));

  const options = dataOf(await call(t.app, getListingOptions, {}, { token: supplier }));
  const leaf = options.categories.find((c) => c.categoryId === fixture.categoryId);
  const [, mid] = leaf?.path.split(' / ') ?? [];
  const [topEn, midEn, leafEn] = leaf?.pathEn.split(' / ') ?? [];
  expect(topEn).not.toMatch(/[\u4e00-\u9fff]/);
  expect([midEn, leafEn]).toEqual([mid, 'Writing Instruments']);
  expect(options.brands.find((b) => b.brandId === fixture.brandId)?.brandNameEn).toBe('Deli');

  const { attributes: shown } = dataOf(
    await call(t.app, getListingOptions, { categoryId: fixture.categoryId }, { token: supplier }),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((a) => a.nameEn === 'Colour')).toBe(true);
  // Values carry their English form (the demo catalogue translates every one).
  const values = shown.flatMap((a) => a.values);
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) expect(value.valueEn, value.value).toMatch(/^[^\u4e00-\u9fff]+$/);

  const authorised = dataOf(await call(t.app, queryAuthorisedBrands, {}, { token: supplier }));
  expect(authorised.find((b) => b.brandId === fixture.brandId)?.brandNameEn).toBe('Deli');
});
