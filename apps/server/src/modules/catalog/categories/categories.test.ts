import {
  type CategoryRow,
  deleteCategory,
  getCategoryTree,
  getListingOptions,
  queryCategoryTree,
  queryOperationLogs,
  querySupplierSkuList,
  saveCategory,
  saveSpu,
  setCategoryStatus,
} from '@procuremart/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { listingFixture, skuRow, uploadPicture } from '../commodity/commodity-fixture';
import { categories, frontCategories, frontCategoryLinks, spus } from '../tables';

let t: TestApp;
let operator: string;
let supplier: string;
let purchaser: string;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [operator, supplier, purchaser] = await Promise.all(
    ['operator01', 'supplier01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  // A copy of the catalogue database: slow on a busy machine.
}, 240_000);
afterAll(() => t.close());

const tree = async () => dataOf(await call(t.app, queryCategoryTree, {}, { token: operator })).categories;
const save = (input: Parameters<typeof call<typeof saveCategory>>[2]) =>
  call(t.app, saveCategory, input, { token: operator });
const categoryCount = async () => (await t.db.select({ n: count() }).from(categories))[0].n;

describe('category tree', () => {
  let top: CategoryRow;
  let middle: CategoryRow;
  let leaf: CategoryRow;

  it('creates a category at each level with a generated two-digit code; a fourth level is refused', async () => {
    const before = await tree();
    expect(before.length).toBeGreaterThan(0);
    top = dataOf(await save({ name: '测试类目', nameEn: 'Test category', sortNo: 5 }));
    expect(top).toMatchObject({ level: 1, parentId: null, isLeaf: false, status: 1, goodsCount: 0 });
    expect(top.code).toMatch(/^\d{2}$/);
    expect(before.some((c) => c.code === top.code)).toBe(false);
    middle = dataOf(await save({ parentId: top.categoryId, name: '二级' }));
    expect(middle).toMatchObject({ level: 2, code: `${top.code}01`, isLeaf: false });
    const second = dataOf(await save({ parentId: top.categoryId, name: '二级之二' }));
    expect(second.code).toBe(`${top.code}02`);
    leaf = dataOf(await save({ parentId: middle.categoryId, name: '三级' }));
    expect(leaf).toMatchObject({ level: 3, code: `${middle.code}01`, isLeaf: true });

    const n = await categoryCount();
    const deeper = await save({ parentId: leaf.categoryId, name: '四级' });
    expect(deeper.body).toMatchObject({ code: '8888', data: { field: 'parentId' } });
    expect(deeper.body.respDesc).toBe('类目最多三级，末级类目下不能再添加子类目');
    expect(await categoryCount()).toBe(n);
    const rows = await tree();
    expect(rows.map((c) => c.categoryId)).toEqual(expect.arrayContaining([top.categoryId, leaf.categoryId]));
  });

  it('counts a parent’s goods through its subtree: a top category holds what its leaves hold', async () => {
    const rows = await tree();
    const childrenOf = (id: string) => rows.filter((c) => c.parentId === id);
    const own = async () => (await t.db.select({ n: count() }).from(spus))[0].n;
    const tops = rows.filter((c) => c.level === 1);
    expect(tops.reduce((sum, c) => sum + c.goodsCount, 0)).toBe(await own());
    for (const parent of rows.filter((c) => !c.isLeaf && childrenOf(c.categoryId).length > 0))
      expect(parent.goodsCount, parent.name).toBe(
        childrenOf(parent.categoryId).reduce((sum, c) => sum + c.goodsCount, 0),
      );
    expect(tops.some((c) => c.goodsCount > 0)).toBe(true);
  });

  it('refuses a name a sibling has, and allows it under another parent', async () => {
    const n = await categoryCount();
    const twin = await save({ parentId: top.categoryId, name: '二级' });
    expect(twin.body).toMatchObject({ code: '8888', data: { field: 'name' } });
    const enTwin = await call(
      t.app,
      saveCategory,
      { name: '另一个', nameEn: 'TEST CATEGORY' },
      {
        token: operator,
        locale: 'en-US',
      },
    );
    expect(enTwin.body).toMatchObject({ code: '8888', data: { field: 'nameEn' } });
    expect(enTwin.body.respDesc).toBe('A category of this name already exists under the same parent');
    expect(await categoryCount()).toBe(n);
    dataOf(await save({ parentId: middle.categoryId, name: '二级' }));
    // Renaming onto a sibling's name is refused too; a rename of its own keeps the place and code.
    const renamed = dataOf(await save({ categoryId: leaf.categoryId, name: '三级改名', sortNo: 3 }));
    expect(renamed).toMatchObject({ code: leaf.code, level: 3, name: '三级改名', sortNo: 3 });
    const clash = await save({ categoryId: renamed.categoryId, name: '二级' });
    expect(clash.body).toMatchObject({ code: '8888', data: { field: 'name' } });
  });

  it('refuses empty, too long and control-character names with nothing written', async () => {
    const n = await categoryCount();
    for (const [name, field] of [
      ['   ', 'name'],
      ['长'.repeat(300), 'name'],
      ['坏\u0000名', 'name'],
    ]) {
      const refused = await save({ parentId: top.categoryId, name });
      expect(refused.body.code).toBe('E400');
      expect(refused.body.data).toMatchObject({ field });
    }
    const badParent = await save({ parentId: 'x1', name: '好名' });
    expect(badParent.body.code).toBe('E400');
    expect(await categoryCount()).toBe(n);
  });

  it('refuses deleting a category with children or goods, and deletes an empty one', async () => {
    const withChildren = await call(
      t.app,
      deleteCategory,
      { categoryId: top.categoryId },
      { token: operator },
    );
    expect(withChildren.body).toMatchObject({ code: '8888', respDesc: '该类目下还有子类目，不能删除' });
    const [goods] = await t.db.select({ categoryId: spus.categoryId }).from(spus).limit(1);
    const withGoods = await call(
      t.app,
      deleteCategory,
      { categoryId: String(goods.categoryId) },
      { token: operator },
    );
    expect(withGoods.body).toMatchObject({ code: '8888', respDesc: '该类目下还有商品，不能删除' });
    const n = await categoryCount();
    dataOf(await call(t.app, deleteCategory, { categoryId: leaf.categoryId }, { token: operator }));
    expect(await categoryCount()).toBe(n - 1);
    expect((await tree()).some((c) => c.categoryId === leaf.categoryId)).toBe(false);
  });

  it('lets only operators with category management read or change the tree', async () => {
    const n = await categoryCount();
    for (const token of [supplier, purchaser]) {
      expect((await call(t.app, queryCategoryTree, {}, { token })).body.code).toBe('E403');
      expect((await call(t.app, saveCategory, { name: '越权类目' }, { token })).body.code).toBe('E403');
      const disable = await call(
        t.app,
        setCategoryStatus,
        { categoryId: top.categoryId, event: 'disable' },
        { token },
      );
      expect(disable.body.code).toBe('E403');
      expect(
        (await call(t.app, deleteCategory, { categoryId: middle.categoryId }, { token })).body.code,
      ).toBe('E403');
    }
    expect(await categoryCount()).toBe(n);
    expect((await tree()).find((c) => c.categoryId === top.categoryId)?.status).toBe(1);
  });

  it('records every change in the operation log', async () => {
    const logs = dataOf(
      await call(t.app, queryOperationLogs, { pageSize: 50, username: 'operator01' }, { token: operator }),
    );
    const actions = logs.rows.filter((r) => r.targetId === leaf.categoryId).map((r) => [r.action, r.result]);
    expect(actions).toEqual([
      ['ucc_deleteCategory', 'success'],
      ['ucc_saveCategory', 'failure'],
      ['ucc_saveCategory', 'success'],
      ['ucc_saveCategory', 'success'],
    ]);
  });
});

describe('disabling a category', () => {
  let fixture: Awaited<ReturnType<typeof listingFixture>>;
  let leafRow: CategoryRow;
  let parentRow: CategoryRow;
  beforeAll(async () => {
    fixture = await listingFixture(t.db);
    const rows = await tree();
    leafRow = rows.find((c) => c.categoryId === fixture.categoryId) as CategoryRow;
    parentRow = rows.find((c) => c.categoryId === leafRow.parentId) as CategoryRow;
  });

  const options = async () =>
    dataOf(await call(t.app, getListingOptions, {}, { token: supplier })).categories.map((c) => c.categoryId);
  const spuInput = async (code: string) => ({
    categoryId: fixture.categoryId,
    brandId: fixture.brandId,
    spuName: '停用类目测试商品',
    description: '测试',
    pictureFileIds: [await uploadPicture(t.app, supplier)],
    attributes: fixture.shared,
    skus: [skuRow(code, fixture.specs(0))],
  });
  const frontIds = (nodes: { categoryId: string; children: unknown[] }[]): string[] =>
    nodes.flatMap((n) => [n.categoryId, ...frontIds(n.children as typeof nodes)]);

  it('takes the branch out of the goods form, the storefront tree and new goods; existing goods stay', async () => {
    const spu = dataOf(await call(t.app, saveSpu, await spuInput('DIS-1'), { token: supplier }));
    expect(await options()).toContain(fixture.categoryId);
    // A storefront entry (three levels) linked only to this leaf.
    const [front1] = await t.db.insert(frontCategories).values({ name: '前台一级', level: 1 }).returning();
    const [front2] = await t.db
      .insert(frontCategories)
      .values({ name: '前台二级', level: 2, parentId: front1.id })
      .returning();
    const [front3] = await t.db
      .insert(frontCategories)
      .values({ name: '前台三级', level: 3, parentId: front2.id })
      .returning();
    await t.db
      .insert(frontCategoryLinks)
      .values({ frontCategoryId: front3.id, categoryId: Number(fixture.categoryId) });
    const frontId = String(front3.id);
    const frontBefore = frontIds(dataOf(await call(t.app, getCategoryTree, {})).categories);
    expect(frontBefore).toContain(frontId);

    const disabled = dataOf(
      await call(
        t.app,
        setCategoryStatus,
        { categoryId: parentRow.categoryId, event: 'disable', remark: '整顿' },
        {
          token: operator,
        },
      ),
    );
    expect(disabled.status).toBe(0);
    const after = await tree();
    const branch = after.filter((c) => c.parentId === parentRow.categoryId);
    expect(branch.length).toBeGreaterThan(0);
    expect(branch.every((c) => c.status === 0)).toBe(true);
    expect(await options()).not.toContain(fixture.categoryId);
    expect(frontIds(dataOf(await call(t.app, getCategoryTree, {})).categories)).not.toContain(frontId);

    const refused = await call(t.app, saveSpu, await spuInput('DIS-2'), { token: supplier });
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'categoryId' } });
    const mine = dataOf(await call(t.app, querySupplierSkuList, { pageSize: 50 }, { token: supplier }));
    expect(mine.rows.some((r) => spu.skuIds.includes(r.skuId))).toBe(true);

    // The leaf cannot come back before its parent; then both do.
    const early = await call(
      t.app,
      setCategoryStatus,
      { categoryId: fixture.categoryId, event: 'enable' },
      {
        token: operator,
      },
    );
    expect(early.body).toMatchObject({ code: '8888', respDesc: '上级类目已停用，请先启用上级类目' });
    dataOf(
      await call(
        t.app,
        setCategoryStatus,
        { categoryId: parentRow.categoryId, event: 'enable' },
        { token: operator },
      ),
    );
    expect(await options()).not.toContain(fixture.categoryId);
    dataOf(
      await call(
        t.app,
        setCategoryStatus,
        { categoryId: fixture.categoryId, event: 'enable' },
        { token: operator },
      ),
    );
    expect(await options()).toContain(fixture.categoryId);
    expect(frontIds(dataOf(await call(t.app, getCategoryTree, {})).categories)).toContain(frontId);
    dataOf(await call(t.app, saveSpu, await spuInput('DIS-3'), { token: supplier }));
  });
});
