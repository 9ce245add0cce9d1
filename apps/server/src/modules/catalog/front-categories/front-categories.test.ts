import {
  type CategoryNode,
  deleteFrontCategory,
  getCategoryTree,
  queryFrontCategoryTree,
  saveFrontCategory,
  searchGoods,
  setFrontCategoryLinks,
  sortFrontCategories,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertSearchFixture, type SearchFixture } from '../../search/test-support';
import { categories, frontCategories, frontCategoryLinks } from '../tables';

let t: TestApp;
let f: SearchFixture;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertSearchFixture(t.db);
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());

type SaveInput = Parameters<typeof call<typeof saveFrontCategory>>[2];
const save = (input: SaveInput, token = operator) => call(t.app, saveFrontCategory, input, { token });
const created = async (input: SaveInput) => dataOf(await save(input));
const link = (frontCategoryId: string, categoryIds: string[]) =>
  call(t.app, setFrontCategoryLinks, { frontCategoryId, categoryIds }, { token: operator });
const adminTree = async () => dataOf(await call(t.app, queryFrontCategoryTree, {}, { token: operator }));
const storefront = async () => dataOf(await call(t.app, getCategoryTree, {})).categories;
const findNode = (nodes: CategoryNode[], id: string): CategoryNode | undefined => {
  for (const node of nodes) {
    if (node.categoryId === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};
const frontCount = async () => (await t.db.select().from(frontCategories)).length;
const searchTotal = async (input: Parameters<typeof call<typeof searchGoods>>[2]) =>
  dataOf(await call(t.app, searchGoods, input)).total;

async function threeLevels(prefix: string) {
  const top = await created({ name: `${prefix}一级`, nameEn: `${prefix} top`, sortNo: 1 });
  const mid = await created({ name: `${prefix}二级`, parentId: top.frontCategoryId });
  const leaf = await created({ name: `${prefix}三级`, parentId: mid.frontCategoryId });
  return { top, mid, leaf };
}

describe('front category tree', () => {
  it('creates three levels, refuses a fourth, edits and deletes leaf first', async () => {
    const { top, mid, leaf } = await threeLevels('甲');
    expect([top.level, mid.level, leaf.level]).toEqual([1, 2, 3]);
    expect(leaf.parentId).toBe(mid.frontCategoryId);
    const before = await frontCount();
    const fourth = await save({ name: '第四级', parentId: leaf.frontCategoryId }, operator);
    expect(fourth.body).toMatchObject({ code: '8888', data: { field: 'parentId' } });
    expect(fourth.body.respDesc).toBe('前台类目最多三级');
    expect(await frontCount()).toBe(before);

    const edited = await created({
      frontCategoryId: leaf.frontCategoryId,
      name: '甲三级改',
      nameEn: 'Renamed',
      sortNo: 7,
    });
    expect(edited).toMatchObject({ name: '甲三级改', nameEn: 'Renamed', sortNo: 7, level: 3 });
    const shown = findNode(await storefront(), leaf.frontCategoryId);
    expect(shown).toMatchObject({ name: '甲三级改', nameEn: 'Renamed', level: 3 });
    expect(findNode(await storefront(), top.frontCategoryId)?.children.map((c) => c.categoryId)).toEqual([
      mid.frontCategoryId,
    ]);

    const refused = await call(
      t.app,
      deleteFrontCategory,
      { frontCategoryId: mid.frontCategoryId },
      { token: operator, locale: 'en-US' },
    );
    expect(refused.body).toMatchObject({
      code: '8888',
      respDesc: 'This category still has child categories: delete them first',
    });
    expect(await frontCount()).toBe(before);
    dataOf(await link(leaf.frontCategoryId, [String(f.officeLeafId)]));
    for (const id of [leaf, mid, top].map((n) => n.frontCategoryId))
      dataOf(await call(t.app, deleteFrontCategory, { frontCategoryId: id }, { token: operator }));
    expect(await frontCount()).toBe(before - 3);
    expect(findNode(await storefront(), top.frontCategoryId)).toBeUndefined();
    const missing = await call(
      t.app,
      deleteFrontCategory,
      { frontCategoryId: top.frontCategoryId },
      { token: operator },
    );
    expect(missing.body.code).toBe('E404');
  });

  it('lists shown and hidden entries for operators; hiding removes the branch from the storefront', async () => {
    const { top, leaf } = await threeLevels('乙');
    const hidden = await created({ frontCategoryId: top.frontCategoryId, name: '乙一级', status: 0 });
    expect(hidden.status).toBe(0);
    expect(findNode(await storefront(), top.frontCategoryId)).toBeUndefined();
    expect(findNode(await storefront(), leaf.frontCategoryId)).toBeUndefined();
    const nodes = (await adminTree()).nodes;
    expect(nodes.find((n) => n.frontCategoryId === top.frontCategoryId)).toMatchObject({
      status: 0,
      childCount: 1,
    });
    await created({ frontCategoryId: top.frontCategoryId, name: '乙一级', status: 1 });
    expect(findNode(await storefront(), leaf.frontCategoryId)?.name).toBe('乙三级');
  });
});

describe('front category links', () => {
  it('links enabled back-office leaves only; the front-category search follows the links at once', async () => {
    const { mid, leaf } = await threeLevels('丙');
    const office = await searchTotal({ categoryId: String(f.officeLeafId) });
    const fasteners = await searchTotal({ categoryId: String(f.fastenerLeafId) });
    expect(office).toBeGreaterThan(0);
    expect(await searchTotal({ frontCategoryId: leaf.frontCategoryId })).toBe(0);

    const linked = dataOf(await link(leaf.frontCategoryId, [String(f.officeLeafId)]));
    expect(linked.categoryIds).toEqual([String(f.officeLeafId)]);
    expect(await searchTotal({ frontCategoryId: leaf.frontCategoryId })).toBe(office);
    expect(await searchTotal({ frontCategoryId: mid.frontCategoryId })).toBe(office);
    // Relinked: the cached answer of a moment ago is not served.
    dataOf(await link(leaf.frontCategoryId, [String(f.fastenerLeafId), String(f.officeLeafId)]));
    expect(await searchTotal({ frontCategoryId: leaf.frontCategoryId })).toBe(office + fasteners);
    dataOf(await link(leaf.frontCategoryId, [String(f.fastenerLeafId)]));
    expect(await searchTotal({ frontCategoryId: leaf.frontCategoryId })).toBe(fasteners);

    const [disabledLeaf] = await t.db
      .insert(categories)
      .values({
        code: 'T90199',
        name: '停用末级',
        parentId: f.midCategoryId,
        level: 3,
        isLeaf: true,
        status: 0,
      })
      .returning();
    const linksBefore = await t.db
      .select()
      .from(frontCategoryLinks)
      .where(eq(frontCategoryLinks.frontCategoryId, Number(leaf.frontCategoryId)));
    for (const categoryId of [String(f.midCategoryId), String(disabledLeaf.id), '999999']) {
      const refused = await link(leaf.frontCategoryId, [String(f.officeLeafId), categoryId]);
      expect(refused.body, categoryId).toMatchObject({
        code: '8888',
        respDesc: '只能关联已启用的后台末级类目',
        data: { field: 'categoryIds' },
      });
    }
    const onMid = await link(mid.frontCategoryId, [String(f.officeLeafId)]);
    expect(onMid.body).toMatchObject({ code: '8888', respDesc: '只有三级前台类目可以关联后台类目' });
    const twice = await link(leaf.frontCategoryId, [String(f.officeLeafId), String(f.officeLeafId)]);
    expect(twice.body.code).toBe('E400');
    const linksAfter = await t.db
      .select()
      .from(frontCategoryLinks)
      .where(eq(frontCategoryLinks.frontCategoryId, Number(leaf.frontCategoryId)));
    expect(linksAfter).toEqual(linksBefore);
    expect(
      (await adminTree()).backCategories.find((c) => c.categoryId === String(disabledLeaf.id)),
    ).toMatchObject({ isLeaf: true, status: 0 });
    dataOf(await link(leaf.frontCategoryId, []));
    expect(await searchTotal({ frontCategoryId: leaf.frontCategoryId })).toBe(0);
  });

  it('a deleted entry leaves the front-category search at once (its event clears the cached answer)', async () => {
    const { mid, leaf } = await threeLevels('丁');
    dataOf(await link(leaf.frontCategoryId, [String(f.officeLeafId)]));
    const office = await searchTotal({ categoryId: String(f.officeLeafId) });
    expect(await searchTotal({ frontCategoryId: mid.frontCategoryId })).toBe(office);
    dataOf(
      await call(t.app, deleteFrontCategory, { frontCategoryId: leaf.frontCategoryId }, { token: operator }),
    );
    expect(await searchTotal({ frontCategoryId: mid.frontCategoryId })).toBe(0);
  });
});

describe('front category access and input', () => {
  it('answers E403 to suppliers and purchasers, with nothing written', async () => {
    const before = await frontCount();
    for (const username of ['supplier01', 'purchaser01']) {
      const token = await loginAs(t.app, username);
      expect((await call(t.app, queryFrontCategoryTree, {}, { token })).body.code, username).toBe('E403');
      expect((await save({ name: '越权类目' }, token)).body.code, username).toBe('E403');
      const del = await call(
        t.app,
        deleteFrontCategory,
        { frontCategoryId: String(f.frontTopId) },
        { token },
      );
      expect(del.body.code, username).toBe('E403');
    }
    expect(await frontCount()).toBe(before);
  });

  it('refuses an empty, a 300-character and a NUL name with nothing written', async () => {
    const before = await frontCount();
    const cases: [string, string][] = [
      ['   ', 'validation.required'],
      ['类'.repeat(300), 'validation.tooLong'],
      ['坏\u0000名', 'validation.controlCharacter'],
    ];
    for (const [name, key] of cases) {
      const refused = await call(t.app, saveFrontCategory, { name }, { token: operator, locale: 'en-US' });
      expect(refused.body.code, key).toBe('E400');
      expect(refused.body.data, key).toMatchObject({ field: 'name' });
    }
    expect(await frontCount()).toBe(before);
  });
});

describe('reordering front categories', () => {
  const sort = (
    parentId: string | null,
    rows: { frontCategoryId: string; version: number }[],
    token = operator,
  ) =>
    call(
      t.app,
      sortFrontCategories,
      { parentId, siblings: rows.map(({ frontCategoryId, version }) => ({ frontCategoryId, version })) },
      { token },
    );
  async function entries(prefix: string) {
    const top = await created({ name: `${prefix}导航` });
    const children = [];
    for (const n of ['一', '二', '三'])
      children.push(await created({ name: `${prefix}${n}`, parentId: top.frontCategoryId }));
    return { top, children };
  }

  it('shows the new order on the storefront menu at once', async () => {
    const { top, children } = await entries('丁');
    const [a, b, c] = children;
    const answer = dataOf(await sort(top.frontCategoryId, [b, c, a]));
    expect(answer.nodes.map((n) => [n.name, n.sortNo])).toEqual([
      ['丁二', 10],
      ['丁三', 20],
      ['丁一', 30],
    ]);
    const menu = findNode(await storefront(), top.frontCategoryId);
    expect(menu?.children.map((n) => n.name)).toEqual(['丁二', '丁三', '丁一']);
  });

  it('refuses a stale order (E409), an entry of another parent and callers without the page, writing nothing', async () => {
    const { top, children } = await entries('戊');
    const other = await entries('己');
    const [a, b, c] = children;
    await created({ frontCategoryId: b.frontCategoryId, name: '戊二改' });
    const stale = await sort(top.frontCategoryId, [c, b, a], operator);
    expect(stale.body).toMatchObject({ code: 'E409', respDesc: '该层级已被他人修改，请刷新后重新调整顺序' });
    const fresh = (await adminTree()).nodes.filter((n) => n.parentId === top.frontCategoryId);
    const moved = await sort(top.frontCategoryId, [...fresh, other.children[0]]);
    expect(moved.body).toMatchObject({ code: '8888', data: { field: 'siblings' } });
    const supplier = await loginAs(t.app, 'supplier01');
    expect((await sort(top.frontCategoryId, fresh, supplier)).body.code).toBe('E403');
    const menu = findNode(await storefront(), top.frontCategoryId);
    expect(menu?.children.map((n) => n.name)).toEqual(['戊一', '戊二改', '戊三']);
    const after = (await adminTree()).nodes.filter((n) => n.parentId === top.frontCategoryId);
    expect(after.map((n) => n.version)).toEqual(fresh.map((n) => n.version));
  });
});
