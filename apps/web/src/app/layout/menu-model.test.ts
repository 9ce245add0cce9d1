import type { MenuNode } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { menuChain, menuLabel, menuLeaves, searchMenu, withoutHidden } from './menu-model';

const node = (
  menuCode: string,
  menuName: string,
  menuNameEn: string,
  subMenus: MenuNode[] = [],
): MenuNode => ({
  menuId: menuCode,
  parentId: null,
  menuCode,
  menuName,
  menuNameEn,
  icon: null,
  isVue: true,
  subMenus,
});

const menus = [
  node('accountCenter', '账户中心', 'Account', [node('accountInfo', '账号信息', 'Account info')]),
  node('commodityCenter', '商品中心', 'Commodities', [node('brandManage', '品牌管理', 'Brand management')]),
  node('systemCenter', '系统管理', 'System', [node('opsLogQuery', '操作日志', 'Operation log')]),
];

describe('menu model', () => {
  it('builds the breadcrumb chain from the group to the page', () => {
    expect(menuChain(menus, 'brandManage').map((n) => n.menuCode)).toEqual([
      'commodityCenter',
      'brandManage',
    ]);
    expect(menuChain(menus, 'nowhere')).toEqual([]);
  });

  it('lists the pages of the menu in order', () => {
    expect(menuLeaves(menus).map((n) => n.menuCode)).toEqual(['accountInfo', 'brandManage', 'opsLogQuery']);
  });

  it('finds pages by their Chinese or English name', () => {
    expect(searchMenu(menus, '品牌').map((n) => n.menuCode)).toEqual(['brandManage']);
    expect(searchMenu(menus, 'log').map((n) => n.menuCode)).toEqual(['opsLogQuery']);
    expect(searchMenu(menus, '  ')).toEqual([]);
  });

  it('labels in the current language', () => {
    expect(menuLabel(menus[0], 'zh-CN')).toBe('账户中心');
    expect(menuLabel(menus[0], 'en-US')).toBe('Account');
  });
});

describe('hidden pages', () => {
  it('leaves hidden pages and emptied groups out of the menu', () => {
    const visible = withoutHidden(menus, (code) => code === 'brandManage');
    expect(visible.map((n) => n.menuCode)).toEqual(['accountCenter', 'systemCenter']);
  });
});
