// @vitest-environment happy-dom
import type { RoleMenu } from '@procuremart/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { grantedCodes } from './menu-tree';
import { initialLeaves, RoleMenuTree } from './RoleMenuTree';

const menu = (menuCode: string, parentCode: string | null, menuType: string, granted: boolean): RoleMenu => ({
  menuCode,
  parentCode,
  menuName: `名称${menuCode}`,
  menuNameEn: menuCode,
  menuType,
  hidden: menuType === 'access',
  granted,
});

// Organisations: the operating-organisation page granted without its "add" access code; Commodities: nothing.
const menus = [
  menu('orgCenter', null, 'group', true),
  menu('operateOrgList', 'orgCenter', 'page', true),
  menu('operateOrgAdd', 'operateOrgList', 'access', false),
  menu('orgTreeManage', 'orgCenter', 'page', true),
  menu('commodityCenter', null, 'group', false),
  menu('brandManage', 'commodityCenter', 'page', false),
];

const row = (code: string) =>
  screen.getByTestId(`role-menu-${code}`).closest('.ant-tree-treenode') as Element;
const state = (code: string) => {
  const box = row(code).querySelector('.ant-tree-checkbox');
  if (box?.classList.contains('ant-tree-checkbox-indeterminate')) return 'half';
  return box?.classList.contains('ant-tree-checkbox-checked') ? 'checked' : 'unchecked';
};

afterEach(cleanup);

describe('the role menu tree', () => {
  it('shows a page granted without all its access codes, and its group, half-checked', async () => {
    renderWithApp(<RoleMenuTree menus={menus} />);
    expect(await screen.findByText('名称operateOrgList')).toBeTruthy();
    expect(state('orgCenter')).toBe('half');
    expect(state('operateOrgList')).toBe('half');
    expect(state('operateOrgList#view')).toBe('checked');
    expect(state('operateOrgAdd')).toBe('unchecked');
    expect(state('orgTreeManage')).toBe('checked');
    expect(state('commodityCenter')).toBe('unchecked');
    expect(row('operateOrgAdd').textContent).toContain('权限');
  });

  it('ticks a whole group and answers the menu codes to save, the page itself without its marker', async () => {
    const onChange = vi.fn();
    renderWithApp(<RoleMenuTree menus={menus} checked={initialLeaves(menus)} onChange={onChange} />);
    fireEvent.click(row('operateOrgAdd').querySelector('.ant-tree-checkbox') as Element);
    const leaves = onChange.mock.calls.at(-1)?.[0] as string[];
    expect(grantedCodes(leaves).sort()).toEqual(
      ['operateOrgAdd', 'operateOrgList', 'orgCenter', 'orgTreeManage'].sort(),
    );
  });

  it('cannot be changed when read only', async () => {
    const onChange = vi.fn();
    renderWithApp(<RoleMenuTree menus={menus} readOnly onChange={onChange} />);
    fireEvent.click(row('brandManage').querySelector('.ant-tree-checkbox') as Element);
    expect(onChange).not.toHaveBeenCalled();
    expect(state('brandManage')).toBe('unchecked');
  });
});
