import {
  allPages,
  BACK_OFFICE_APP_CODE,
  getAllMenuCodes,
  getUserMenus,
  MENU_GROUPS,
  type MenuNode,
  permissionCodes,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { menus, roleMenus, roles } from './tables';

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

describe('menus from the page manifests', () => {
  it('gives purchasers the account centre with their address book and their orders, approvers also order approval, suppliers also their goods', async () => {
    expect(outline(await menuTree('purchaser01'))).toEqual([
      { accountCenter: ['myDownloads', 'accountInfo', 'receivingAddress', 'invoiceInfo'] },
      { orderCenter: ['agrMyOrder', 'agrArrivalAcceptance', 'agrMyCancleApply'] },
    ]);
    expect(outline(await menuTree('approver01'))).toEqual([
      { accountCenter: ['myDownloads', 'accountInfo', 'receivingAddress', 'invoiceInfo'] },
      {
        orderCenter: [
          'agrMyOrder',
          'agrApprovalOrder',
          'agrArrivalAcceptance',
          'agrMyCancleApply',
          'agrSourceOrderQueryQy',
        ],
      },
    ]);
    expect(outline(await menuTree('supplier02'))).toEqual([
      { accountCenter: ['myDownloads', 'accountInfo'] },
      { orderCenter: ['myShopOrder', 'shopPendingOrder', 'arrivalRegistration', 'applicationFormConfirm'] },
      {
        commodityCenter: [
          'commodityCreate',
          'onShelfCommodity',
          'soldOutList',
          'soldUpList',
          'repertoryList',
          'commodityChange',
          'commodityChQryList',
          'priceHistory',
          'brandAuthList',
        ],
      },
    ]);
  });

  it('gives the operations administrator the three centres in order, named in both languages', async () => {
    const tree = await menuTree('operator01');
    expect(outline(tree)).toEqual([
      { accountCenter: ['myDownloads', 'accountInfo'] },
      { orderCenter: ['agrSynthesOrderList'] },
      {
        commodityCenter: [
          'brandAuthAudit',
          'brandManage',
          'categoryManage',
          'attributeGroupManage',
          'categoryAttributeManage',
          'newSoldUpList',
          'newSoldUpTwoList',
          'commodityAuditRecordList',
          'ecmnlots',
          'commodityQryList',
          'commodityGroupList',
          'priceMonitorList',
          'priceCompareList',
          'thirdPartyBrandList',
          'commodityChAuditList',
          'priceHistory',
          'frontCategoryList',
          'hotSearchManage',
          'commodityPollList',
          'channelManage',
        ],
      },
      {
        systemCenter: [
          'dataDictionary',
          'paramConfig',
          'jobManage',
          'accountUnlock',
          'platformMessageManage',
          'opsLogQuery',
        ],
      },
    ]);
    expect(tree[2].subMenus[1]).toMatchObject({
      menuName: '品牌管理',
      menuNameEn: 'Brand management',
      parentId: tree[2].menuId,
      icon: 'tags',
      isVue: true,
    });
  });

  it('gives operations staff the operation log but not brand management', async () => {
    expect(outline(await menuTree('operator02'))).toEqual([
      { accountCenter: ['myDownloads', 'accountInfo'] },
      { systemCenter: ['opsLogQuery'] },
    ]);
  });

  it('has no menus for another application code', async () => {
    const token = await loginAs(t.app, 'operator01');
    expect(dataOf(await call(t.app, getUserMenus, { appCode: 'PEB' }, { token }))).toEqual([]);
  });

  it('lists every group and page the manifests declare as menu codes, hidden pages included', async () => {
    const token = await loginAs(t.app, 'purchaser02');
    const codes = dataOf(await call(t.app, getAllMenuCodes, {}, { token }));
    expect(codes.sort()).toEqual([...MENU_GROUPS.map((g) => g.name), ...allPages.map((p) => p.name)].sort());
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
