import {
  type CategoryRow,
  deleteCategory,
  queryCategoryTree,
  queryOperationLogs,
  saveCategory,
  sortCategories,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let operator: string;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  [operator, supplier] = await Promise.all(['operator01', 'supplier01'].map((u) => loginAs(t.app, u)));
});
afterAll(() => t.close());

const tree = async () => dataOf(await call(t.app, queryCategoryTree, {}, { token: operator })).categories;
const created = async (name: string, parentId?: string) =>
  dataOf(await call(t.app, saveCategory, { name, parentId }, { token: operator }));
/** The children of a parent as the tree shows them: by sort number. */
const childrenOf = async (parentId: string) =>
  (await tree())
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.sortNo - b.sortNo || Number(a.categoryId) - Number(b.categoryId));
const order = (parentId: string | null, rows: CategoryRow[], token = operator) =>
  call(
    t.app,
    sortCategories,
    { parentId, siblings: rows.map((r) => ({ categoryId: r.categoryId, version: r.version })) },
    { token },
  );
const names = (rows: CategoryRow[]) => rows.map((r) => r.name);

async function family(prefix: string) {
  const parent = await created(`${prefix}上级`);
  for (const n of ['甲', '乙', '丙']) await created(`${prefix}${n}`, parent.categoryId);
  return { parent, children: await childrenOf(parent.categoryId) };
}

describe('reordering categories among siblings', () => {
  it('puts the children in the order given, with spaced sort numbers, and logs each one', async () => {
    const { parent, children } = await family('排序');
    const [a, b, c] = children;
    const answer = dataOf(await order(parent.categoryId, [c, a, b]));
    expect(names(answer.categories)).toEqual(['排序丙', '排序甲', '排序乙']);
    const after = await childrenOf(parent.categoryId);
    expect(after.map((r) => [r.name, r.sortNo])).toEqual([
      ['排序丙', 10],
      ['排序甲', 20],
      ['排序乙', 30],
    ]);
    expect(after.every((r) => r.version === children[0].version + 1)).toBe(true);
    const logs = dataOf(
      await call(
        t.app,
        queryOperationLogs,
        { action: 'ucc_sortCategories', pageSize: 50 },
        { token: operator },
      ),
    );
    expect(logs.rows.map((r) => r.targetId).sort()).toEqual(children.map((r) => r.categoryId).sort());
  });

  it('reorders the top level (no parent)', async () => {
    await created('顶层排序');
    const tops = (await tree()).filter((r) => r.parentId === null);
    const reversed = [...tops].reverse();
    dataOf(await order(null, reversed));
    const after = (await tree()).filter((r) => r.parentId === null).sort((x, y) => x.sortNo - y.sortNo);
    expect(after.map((r) => r.categoryId)).toEqual(reversed.map((r) => r.categoryId));
  });

  it('lets the first of two operators reordering at once win; the later, on stale data, is refused whole', async () => {
    const { parent, children } = await family('并发');
    const [a, b, c] = children;
    const [first, second] = await Promise.all([
      order(parent.categoryId, [b, c, a]),
      order(parent.categoryId, [c, b, a]),
    ]);
    const bodies = [first.body, second.body];
    expect(bodies.filter((body) => body.code === '0')).toHaveLength(1);
    expect(bodies.find((body) => body.code !== '0')).toMatchObject({
      code: 'E409',
      respDesc: '该层级已被他人修改，请刷新后重新调整顺序',
    });
    const winner = first.body.code === '0' ? [b, c, a] : [c, b, a];
    expect((await childrenOf(parent.categoryId)).map((r) => r.categoryId)).toEqual(
      winner.map((r) => r.categoryId),
    );
  });

  it('refuses an order read before an edit of a sibling, or missing a sibling added since, writing nothing', async () => {
    const { parent, children } = await family('过期');
    const [a, b, c] = children;
    dataOf(
      await call(t.app, saveCategory, { categoryId: b.categoryId, name: '过期乙二' }, { token: operator }),
    );
    expect((await order(parent.categoryId, [c, b, a])).body.code).toBe('E409');
    const fresh = await childrenOf(parent.categoryId);
    await created('过期丁', parent.categoryId);
    expect((await order(parent.categoryId, [...fresh].reverse())).body.code).toBe('E409');
    expect((await childrenOf(parent.categoryId)).map((r) => [r.categoryId, r.sortNo, r.version])).toEqual([
      ...fresh.map((r) => [r.categoryId, r.sortNo, r.version]),
      expect.any(Array),
    ]);

    // One deleted since: the view is stale too, not a wrong move.
    const current = await childrenOf(parent.categoryId);
    dataOf(await call(t.app, deleteCategory, { categoryId: current[3].categoryId }, { token: operator }));
    expect((await order(parent.categoryId, current)).body).toMatchObject({ code: 'E409' });
  });

  it('refuses a category of another parent, one given twice, and an unknown parent', async () => {
    const { parent, children } = await family('越级');
    const other = await family('别家');
    const moved = await order(parent.categoryId, [...children, other.children[0]]);
    expect(moved.body).toMatchObject({
      code: '8888',
      respDesc: '只能在同一上级下调整顺序',
      data: { field: 'siblings' },
    });
    const twice = await order(parent.categoryId, [children[0], ...children]);
    expect(twice.body).toMatchObject({ code: 'E400', data: { field: 'siblings' } });
    expect(twice.body.respDesc).toContain('同一项在顺序中出现了两次');
    expect((await order('99999999', children)).body.code).toBe('E404');
    expect((await childrenOf(parent.categoryId)).map((r) => r.version)).toEqual(
      children.map((r) => r.version),
    );
  });

  it('refuses callers without category management with E403', async () => {
    const { parent, children } = await family('越权');
    expect((await order(parent.categoryId, children, supplier)).body.code).toBe('E403');
    expect((await childrenOf(parent.categoryId)).map((r) => r.version)).toEqual(
      children.map((r) => r.version),
    );
  });
});
