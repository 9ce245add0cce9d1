import {
  BACK_OFFICE_APP_CODE,
  deleteMenuApp,
  getUserMenus,
  type MenuNode,
  publishMenusInitial,
  publishMenusSave,
  queryMenuApps,
  queryMenuDraft,
  reorderMenuDraft,
  resetMenuDraft,
  saveMenuApp,
  saveMenuDraft,
  searchMenuUsers,
  selMenusByUser,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../db/seed';
import { operationLogs } from '../../../platform/audit/tables';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { menus } from '../tables';
import { menuOverrides } from './tables';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());

const asOperator = {
  get token() {
    return operator;
  },
};
const draftOf = async (appCode = BACK_OFFICE_APP_CODE) =>
  dataOf(await call(t.app, queryMenuDraft, { appCode }, asOperator));
const draftRow = async (menuCode: string, appCode = BACK_OFFICE_APP_CODE) => {
  const row = (await draftOf(appCode)).rows.find((r) => r.menuCode === menuCode);
  if (!row) throw new Error(`${menuCode} is not in the draft of ${appCode}`);
  return row;
};
const find = (nodes: MenuNode[], code: string): MenuNode | undefined =>
  nodes.flatMap((n) => [n, ...n.subMenus]).find((n) => n.menuCode === code);
const tokens = new Map<string, string>();
const treeOf = async (username: string, appCode = BACK_OFFICE_APP_CODE) => {
  const token = tokens.get(username) ?? (await loginAs(t.app, username));
  tokens.set(username, token);
  return dataOf(await call(t.app, getUserMenus, { appCode }, { token }));
};
/** Edits one menu's draft, keeping what is not given. */
const edit = async (menuCode: string, change: Partial<Parameters<typeof editInput>[0]>) =>
  call(t.app, saveMenuDraft, editInput({ ...(await draftRow(menuCode)), ...change }), asOperator);
const editInput = (row: {
  menuId: string;
  menuName: string;
  menuNameEn: string;
  sortNo: number;
  hidden: boolean;
  parentId?: string | null;
  appCode?: string;
}) => ({
  menuId: row.menuId,
  menuName: row.menuName,
  menuNameEn: row.menuNameEn,
  sortNo: row.sortNo,
  hidden: row.hidden,
  ...(row.parentId === undefined ? {} : { parentId: row.parentId }),
});
const codeOf = (result: { body: { code: string; respDesc?: string; message?: string } }) => result.body.code;

describe('menu drafts and publishing', () => {
  it('a renamed and hidden menu reaches users only after publish, and the publish is audited', async () => {
    const saved = dataOf(await edit('brandManage', { menuName: '品牌库', menuNameEn: 'Brand library' }));
    expect(saved).toMatchObject({
      menuName: '品牌库',
      defaultName: '品牌管理',
      overridden: true,
      pending: true,
    });
    dataOf(await edit('opsLogQuery', { hidden: true }));
    const hiddenCode = 'opsLogQuery';
    expect((await draftOf()).pendingCount).toBe(2);

    let tree = await treeOf('operator01');
    expect(find(tree, 'brandManage')).toMatchObject({ menuName: '品牌管理', menuNameEn: 'Brand management' });
    expect(find(tree, hiddenCode)).toBeDefined();

    const published = dataOf(await call(t.app, publishMenusSave, {}, asOperator));
    expect(published).toMatchObject({
      changedCount: 2,
      menuCodes: expect.arrayContaining(['brandManage', hiddenCode]),
    });
    tree = await treeOf('operator01');
    expect(find(tree, 'brandManage')).toMatchObject({ menuName: '品牌库', menuNameEn: 'Brand library' });
    expect(find(tree, hiddenCode)).toBeUndefined();
    expect((await draftOf()).pendingCount).toBe(0);

    const logged = await t.db
      .select({ result: operationLogs.result, targetName: operationLogs.targetName })
      .from(operationLogs)
      .where(eq(operationLogs.action, 'umc_publishMenusSave'));
    expect(logged.map((row) => `${row.result} ${row.targetName}`).sort()).toEqual([
      'success brandManage',
      `success ${hiddenCode}`,
    ]);
    // Nothing left to publish: refused, and audited as refused.
    const again = await call(t.app, publishMenusSave, {}, asOperator);
    expect(again.body).toMatchObject({ code: '8888', respDesc: '草稿与已发布的菜单相同，无需发布' });
    const refused = await t.db
      .select({ detail: operationLogs.detail })
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'umc_publishMenusSave'), eq(operationLogs.result, 'failure')));
    expect(refused).toEqual([{ detail: 'menus.nothingToPublish' }]);
  });

  it('keeps published edits when the start-up upsert runs again, and drops a retired page with its edits', async () => {
    const [retired] = await t.db
      .insert(menus)
      .values({
        menuCode: 'retiredPage',
        menuName: '旧页面',
        menuNameEn: 'Old',
        appCode: BACK_OFFICE_APP_CODE,
      })
      .returning({ id: menus.id });
    const edited = { menuId: retired.id, menuName: '改名', menuNameEn: 'Renamed', sortNo: 1, hidden: false };
    await t.db.insert(menuOverrides).values([
      { ...edited, stage: 'draft' },
      { ...edited, stage: 'published' },
    ]);
    await t.db.transaction((tx) => ensureReferenceData(tx));
    const tree = await treeOf('operator01');
    expect(find(tree, 'brandManage')?.menuName).toBe('品牌库');
    expect((await draftOf()).pendingCount).toBe(0);
    expect(await t.db.select().from(menuOverrides).where(eq(menuOverrides.menuId, retired.id))).toEqual([]);
    expect(await t.db.select().from(menus).where(eq(menus.menuCode, 'retiredPage'))).toEqual([]);
  });

  it('restarts the draft from the published menus, and restores one menu to its manifest', async () => {
    dataOf(await edit('brandManage', { menuName: '草稿名' }));
    expect((await draftOf()).pendingCount).toBe(1);
    expect(dataOf(await call(t.app, publishMenusInitial, {}, asOperator))).toMatchObject({
      changedCount: 1,
      menuCodes: ['brandManage'],
    });
    expect(await draftRow('brandManage')).toMatchObject({ menuName: '品牌库', pending: false });

    const restored = dataOf(
      await call(t.app, resetMenuDraft, { menuId: (await draftRow('brandManage')).menuId }, asOperator),
    );
    expect(restored).toMatchObject({ menuName: '品牌管理', overridden: false, pending: true });
  });

  it('moves a page to another group and puts a level in order', async () => {
    const account = await draftRow('accountCenter');
    dataOf(await edit('brandManage', { parentId: account.menuId }));
    const groups = (await draftOf()).rows.filter((r) => r.menuType === 'group');
    const reversed = groups.map((g) => g.menuId).reverse();
    dataOf(
      await call(
        t.app,
        reorderMenuDraft,
        { appCode: BACK_OFFICE_APP_CODE, parentId: null, menuIds: reversed },
        asOperator,
      ),
    );
    dataOf(await call(t.app, publishMenusSave, {}, asOperator));
    const tree = await treeOf('operator01');
    expect(tree.map((n) => n.menuCode)).toEqual([
      'systemCenter',
      'orgCenter',
      'commodityCenter',
      'orderCenter',
      'accountCenter',
    ]);
    expect(tree.at(-1)?.subMenus.map((n) => n.menuCode)).toContain('brandManage');
    expect(find(tree.find((n) => n.menuCode === 'commodityCenter')!.subMenus, 'brandManage')).toBeUndefined();
  });

  it('refuses what cannot be edited, with the reason and nothing written', async () => {
    const [access] = await t.db.select().from(menus).where(eq(menus.menuType, 'access')).limit(1);
    const notEditable = await call(
      t.app,
      saveMenuDraft,
      { menuId: String(access.id), menuName: 'x', menuNameEn: 'x', sortNo: 1, hidden: false },
      asOperator,
    );
    expect(notEditable.body.respDesc).toBe('详情页和操作权限不在菜单中显示，不能编辑');
    const page = await draftRow('opsLogQuery');
    const underPage = await edit('accountInfo', { parentId: page.menuId });
    expect(underPage.body).toMatchObject({ code: '8888', respDesc: '页面只能放在一级菜单分组下' });
    const incomplete = await call(
      t.app,
      reorderMenuDraft,
      { appCode: BACK_OFFICE_APP_CODE, parentId: null, menuIds: [page.menuId] },
      asOperator,
    );
    expect(codeOf(incomplete)).toBe('8888');
    const unknown = await call(t.app, resetMenuDraft, { menuId: '999999' }, asOperator);
    expect(codeOf(unknown)).toBe('E404');
    expect((await draftOf()).pendingCount).toBe(0);
  });
});

describe('applications', () => {
  it('moves a group to a new application: its pages follow, the back office no longer shows it', async () => {
    const app = dataOf(
      await call(
        t.app,
        saveMenuApp,
        { appCode: 'SUPPLY', appName: '供应链', appNameEn: 'Supply chain', sortNo: 20 },
        asOperator,
      ),
    );
    expect(app).toMatchObject({ appCode: 'SUPPLY', builtIn: false, groupCount: 0 });
    const taken = await call(
      t.app,
      saveMenuApp,
      { appCode: 'SUPPLY', appName: '重复', appNameEn: 'Again' },
      asOperator,
    );
    expect(taken.body.respDesc).toBe('应用编码已存在');
    const renamed = await call(
      t.app,
      saveMenuApp,
      { appId: app.appId, appCode: 'OTHER', appName: '改', appNameEn: 'Changed' },
      asOperator,
    );
    expect(renamed.body.respDesc).toBe('应用编码创建后不能修改');

    const group = await draftRow('commodityCenter');
    dataOf(await call(t.app, saveMenuDraft, { ...editInput(group), appCode: 'SUPPLY' }, asOperator));
    expect((await draftOf('SUPPLY')).rows.map((r) => r.menuCode)).toContain('commodityCenter');
    dataOf(await call(t.app, publishMenusSave, {}, asOperator));

    expect(find(await treeOf('operator01'), 'commodityCenter')).toBeUndefined();
    const supply = await treeOf('operator01', 'SUPPLY');
    expect(supply.map((n) => n.menuCode)).toEqual(['commodityCenter']);
    expect(supply[0].subMenus.length).toBeGreaterThan(0);

    const apps = dataOf(await call(t.app, queryMenuApps, {}, asOperator)).apps;
    expect(apps.map((a) => [a.appCode, a.groupCount])).toEqual([
      [BACK_OFFICE_APP_CODE, 7],
      ['SUPPLY', 1],
    ]);
    const inUse = await call(t.app, deleteMenuApp, { appId: app.appId }, asOperator);
    expect(inUse.body.respDesc).toBe('该应用下还有1个菜单分组，不能删除');
    const builtIn = await call(t.app, deleteMenuApp, { appId: apps[0].appId }, asOperator);
    expect(builtIn.body.respDesc).toBe('后台管理应用不能删除');
  });
});

describe("a user's effective menus", () => {
  it('lists each menu with the roles it comes from', async () => {
    const [user] = dataOf(await call(t.app, searchMenuUsers, { keyword: 'approver0' }, asOperator)).rows;
    expect(user).toMatchObject({ username: 'approver01', kind: 1 });
    const { rows } = dataOf(await call(t.app, selMenusByUser, { userId: user.userId }, asOperator));
    const approval = rows.find((r) => r.menuCode === 'agrApprovalOrder');
    expect(approval?.grants.map((g) => [g.source, g.code])).toEqual([['role', 'approver']]);
    const account = rows.find((r) => r.menuCode === 'accountInfo');
    expect(account?.grants.map((g) => g.code)).toEqual(['002', 'approver']);
    expect(rows.some((r) => r.menuCode === 'brandManage')).toBe(false);
    // Parents come before their children.
    const index = new Map(rows.map((r, i) => [r.menuId, i]));
    expect(rows.every((r) => r.parentId === null || index.get(r.parentId)! < index.get(r.menuId)!)).toBe(
      true,
    );
  });

  it('answers E404 for an unknown user', async () => {
    const missing = await call(t.app, selMenusByUser, { userId: '999999' }, asOperator);
    expect(codeOf(missing)).toBe('E404');
  });
});
