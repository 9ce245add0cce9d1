import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSharedTableWrites, isTestCode, sharedTableWritesIn } from './shared-table-writes.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const imports =
  "import { cartLines } from '../../cart/shared-tables';\nimport { skus as goods } from '../catalog/shared-tables';\n";

describe("another domain's tables", () => {
  it('are only read by production code: writes go through the owning domain (see scripts/shared-table-writes.mjs)', () => {
    expect(findSharedTableWrites(repo)).toEqual([]);
  });

  it.each([
    ['apps/server/src/db/seed/index.ts', false],
    ['apps/server/src/db/seed/bench/bench-catalog.ts', false],
    ['apps/server/src/modules/orders/seed/demo-orders.ts', false],
    ['apps/server/src/modules/catalog/demo.seed.ts', false],
    ['apps/server/src/modules/catalog/seed/demo-catalog.test.ts', true],
    ['apps/server/src/modules/catalog/commodity/commodity-fixture.ts', true],
    ['apps/server/src/testing/test-app.ts', true],
  ])('checks the seeds as production code: %s is test code: %s', (file, testCode) => {
    expect(isTestCode(file)).toBe(testCode);
  });

  it.each([
    'await tx.delete(cartLines).where(inArray(cartLines.id, ids));',
    'await tx\n  .update(goods)\n  .set({ stock: 0 });',
    'await tx.insert( cartLines ).values(row);',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a raw SQL write, not a template
    'await tx.execute(sql`update ${goods} set stock = 0`);',
  ])('catches %s', (code) => {
    expect(sharedTableWritesIn(imports + code).length).toBe(1);
  });

  it.each([
    'await tx.select().from(cartLines).innerJoin(goods, eq(goods.id, cartLines.skuId));',
    'await tx.delete(orders).where(eq(orders.id, id));',
  ])('lets %s pass', (code) => {
    expect(sharedTableWritesIn(imports + code)).toEqual([]);
  });
});
