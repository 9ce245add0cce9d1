import { BACK_OFFICE_APP_CODE, getAllMenuCodes, getUserMenus, type MenuNode } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outline = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.subMenus.length ? { [n.menuCode]: outline(n.subMenus) } : n.menuCode));

describe('menus', () => {
  it('gives purchasers and suppliers only the account centre', async () => {
    for (const username of ['purchaser01', 'supplier02']) {
      const token = await loginAs(t.app, username);
      const tree = dataOf(await call(t.app, getUserMenus, { appCode: BACK_OFFICE_APP_CODE }, { token }));
      expect(outline(tree)).toEqual([{ accountCenter: ['accountInfo'] }]);
    }
  });

  it('gives operators the three centres in order, named in both languages', async () => {
    const token = await loginAs(t.app, 'operator01');
    const tree = dataOf(await call(t.app, getUserMenus, { appCode: BACK_OFFICE_APP_CODE }, { token }));
    expect(outline(tree)).toEqual([
      { accountCenter: ['accountInfo'] },
      { commodityCenter: ['brandManage'] },
      { systemCenter: ['opsLogQuery'] },
    ]);
    const brandManage = tree[1].subMenus[0];
    expect(brandManage).toMatchObject({
      menuName: '品牌管理',
      menuNameEn: 'Brand management',
      parentId: tree[1].menuId,
      isVue: true,
    });
  });

  it('has no menus for another application code', async () => {
    const token = await loginAs(t.app, 'operator01');
    expect(dataOf(await call(t.app, getUserMenus, { appCode: 'PEB' }, { token }))).toEqual([]);
  });

  it('lists every menu code that exists', async () => {
    const token = await loginAs(t.app, 'purchaser02');
    expect(dataOf(await call(t.app, getAllMenuCodes, {}, { token })).sort()).toEqual(
      [
        'accountCenter',
        'accountInfo',
        'brandManage',
        'commodityCenter',
        'opsLogQuery',
        'systemCenter',
      ].sort(),
    );
  });
});
