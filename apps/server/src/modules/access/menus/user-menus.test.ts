import {
  allPages,
  BACK_OFFICE_APP_CODE,
  getAllMenuCodes,
  getUserMenus,
  MENU_GROUPS,
  type MenuNode,
  permissionCodes,
  RoleCode,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../db/seed';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { menus, roleMenus, roles } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outline = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.subMenus.length ? { [n.menuCode]: outline(n.subMenus) } : n.menuCode));

const menuTree = async (username: string) => {
  const token = await loginAs(t.app, username);
  return dataOf(await call(t.app, getUserMenus, { appCode: BACK_OFFICE_APP_CODE }, { token }));
};

/** The demo accounts' roles (identity/seed/demo-accounts.ts), reviewed by hand. */
const DEMO_ROLES = {
  purchaser01: [RoleCode.buyer],
  approver01: [RoleCode.buyer, RoleCode.approver],
  supplier02: [RoleCode.supplier],
  operator01: [RoleCode.operator],
  operator02: [RoleCode.operatorStaff],
} as const;

/**
 * The menu tree the manifests give these roles: each group's and page's visible pages (not hidden, not access
 * codes) that one of the roles holds, in menu order; a group without any is left out. Which role holds a page
 * is declared once, in its domain's manifest (`roles`), so a new page edits nothing here.
 */
function manifestOutline(roleCodes: readonly string[], parent: string | null = null): unknown[] {
  const children =
    parent === null
      ? [...MENU_GROUPS].sort((a, b) => a.sortNo - b.sortNo).map((group) => group.name)
      : allPages
          .filter((page) => page.parent === parent && page.kind === 'page' && !page.hidden)
          .filter((page) => page.roles.some((role) => roleCodes.includes(role)))
          .sort((a, b) => a.sortNo - b.sortNo)
          .map((page) => page.name);
  return children.flatMap((name) => {
    const below = manifestOutline(roleCodes, name);
    if (parent === null) return below.length ? [{ [name]: below }] : [];
    return [below.length ? { [name]: below } : name];
  });
}

describe('menus from the page manifests', () => {
  it('give each demo account the groups of its kind, in order', async () => {
    const groups = async (username: string) =>
      (outline(await menuTree(username)) as Record<string, unknown>[]).map((node) => Object.keys(node)[0]);
    expect(await groups('purchaser01')).toEqual(['accountCenter', 'orderCenter']);
    expect(await groups('approver01')).toEqual(['accountCenter', 'orderCenter']);
    expect(await groups('supplier02')).toEqual(['accountCenter', 'orderCenter', 'commodityCenter']);
    expect(await groups('operator01')).toEqual([
      'accountCenter',
      'orderCenter',
      'commodityCenter',
      'orgCenter',
      'systemCenter',
    ]);
    expect(await groups('operator02')).toEqual(['accountCenter', 'systemCenter']);
  });

  it("give each demo account exactly the pages its roles hold in the domains' manifests, in menu order", async () => {
    for (const [username, roleCodes] of Object.entries(DEMO_ROLES))
      expect({ username, menus: outline(await menuTree(username)) }).toEqual({
        username,
        menus: manifestOutline(roleCodes),
      });
  });

  it('keep the platform pages where every account finds them, and approval and brands with their roles only', async () => {
    const pagesOf = async (username: string) => JSON.stringify(outline(await menuTree(username)));
    for (const username of Object.keys(DEMO_ROLES))
      expect(await pagesOf(username)).toContain(
        '{"accountCenter":["accountInfo","accountSecurity","accountPassword"',
      );
    expect(await pagesOf('approver01')).toContain('agrApprovalOrder');
    expect(await pagesOf('purchaser01')).not.toContain('agrApprovalOrder');
    expect(await pagesOf('operator01')).toContain('brandManage');
    expect(await pagesOf('operator02')).not.toContain('brandManage');
  });

  it('name the menus in both languages with their icons', async () => {
    const tree = await menuTree('operator01');
    const commodity = tree.find((node) => node.menuCode === 'commodityCenter')!;
    expect(commodity.subMenus.find((node) => node.menuCode === 'brandManage')).toMatchObject({
      menuName: '品牌管理',
      menuNameEn: 'Brand management',
      parentId: commodity.menuId,
      icon: 'tags',
      isVue: true,
    });
  });

  it('has no menus for another application code', async () => {
    const token = await loginAs(t.app, 'operator01');
    expect(dataOf(await call(t.app, getUserMenus, { appCode: 'PEB' }, { token }))).toEqual([]);
  });

  it('lists every group and page the manifests declare as menu codes, hidden pages included, storefront pages not', async () => {
    const token = await loginAs(t.app, 'purchaser02');
    const codes = dataOf(await call(t.app, getAllMenuCodes, {}, { token }));
    const menuPages = allPages.filter((p) => p.kind !== 'public').map((p) => p.name);
    expect(codes.sort()).toEqual([...MENU_GROUPS.map((g) => g.name), ...menuPages].sort());
    expect(codes).toContain('brandDetail');
  });
});

describe('pages and calls agree', () => {
  const codes = new Set(allPages.map((p) => p.name));

  it('every permission a call needs is a declared page or access code', () => {
    const unknown = allCalls
      .filter((c) => permissionCodes(c).some((code) => !codes.has(code)))
      .map((c) => c.name);
    expect(unknown).toEqual([]);
  });

  it('every permission a machine step needs is a declared page or access code', () => {
    const steps = allCalls.flatMap((c) => c.machine?.transitions ?? []);
    expect(steps.filter((s) => s.permission && !codes.has(s.permission))).toEqual([]);
  });

  it('a hidden detail page is granted with its list page', async () => {
    const info = await loginAs(t.app, 'operator01');
    const list = dataOf(await call(t.app, getAllMenuCodes, {}, { token: info }));
    expect(list).toContain('brandDetail');
  });
});

describe('reference data follows the manifests at every start', () => {
  it('renames a changed menu, moves it back under its group and drops menus no manifest declares', async () => {
    const [operatorRole] = await t.db.select().from(roles).where(eq(roles.roleCode, 'operator:admin'));
    await t.db
      .update(menus)
      .set({ menuName: '旧名称', parentId: null })
      .where(eq(menus.menuCode, 'brandManage'));
    const [stale] = await t.db
      .insert(menus)
      .values({
        menuCode: 'retiredPage',
        menuName: '旧页面',
        menuNameEn: 'Old',
        appCode: BACK_OFFICE_APP_CODE,
      })
      .returning({ id: menus.id });
    await t.db.insert(roleMenus).values({ roleId: operatorRole.id, menuId: stale.id });

    await t.db.transaction((tx) => ensureReferenceData(tx));

    const [brandManage] = await t.db.select().from(menus).where(eq(menus.menuCode, 'brandManage'));
    const [group] = await t.db.select().from(menus).where(eq(menus.menuCode, 'commodityCenter'));
    expect(brandManage).toMatchObject({ menuName: '品牌管理', parentId: group.id, icon: 'tags' });
    expect(await t.db.select().from(menus).where(eq(menus.menuCode, 'retiredPage'))).toEqual([]);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, stale.id))).toEqual([]);
  });
});
