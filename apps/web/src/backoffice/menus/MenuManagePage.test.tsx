// @vitest-environment happy-dom

import type { MenuDraftRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: MenuManagePage } = await import('./MenuManagePage');

const slow = { timeout: 15_000 };
const menu = (menuId: string, parentId: string | null, menuCode: string, menuName: string): MenuDraftRow => ({
  menuId,
  parentId,
  menuCode,
  menuType: parentId ? 'page' : 'group',
  icon: null,
  appCode: 'UMC',
  menuName,
  menuNameEn: '',
  sortNo: Number(menuId) * 10,
  hidden: false,
  defaultName: menuName,
  defaultNameEn: '',
  overridden: false,
  pending: false,
});
const rows = [menu('1', null, 'commodityCenter', '商品中心'), menu('2', '1', 'brandManage', '品牌管理')];
const app = {
  appId: '1',
  appCode: 'UMC',
  appName: '后台管理',
  appNameEn: 'Back office',
  sortNo: 0,
  builtIn: true,
  groupCount: 1,
};

afterEach(() => {
  cleanup();
  api.mockReset();
});

const answer = (pendingCount: number) => async (ref: { name: string }, input: object) => {
  if (ref.name === 'umc_queryMenuApps') return { apps: [app] };
  if (ref.name === 'umc_queryMenuDraft') return { rows, pendingCount };
  if (ref.name === 'umc_saveMenuDraft') return { ...rows[1], ...input, overridden: true, pending: true };
  if (ref.name === 'umc_publishMenusSave')
    return { changedCount: 1, menuIds: ['2'], menuCodes: ['brandManage'] };
  return undefined;
};
const user = operator(['menuManage']);

describe('the menu editor', () => {
  it('renames a page in the draft in both languages, keeping its group', async () => {
    api.mockImplementation(answer(0));
    renderWithApp(<MenuManagePage />, { user });
    const groupRow = (await screen.findByText('商品中心', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(groupRow).getByRole('button', { name: /展开|expand/i }));
    const pageRow = (await screen.findByText('品牌管理', {}, slow)).closest('tr') as HTMLElement;
    expect(screen.getByTestId('menu-publish').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pageRow).getByText('编辑'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText('菜单名称'), { target: { value: '品牌库' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Brand library' } });
    const save = within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(api.mock.calls.find(([ref]) => ref.name === 'umc_saveMenuDraft')?.[1]).toEqual({
          menuId: '2',
          menuName: '品牌库',
          menuNameEn: 'Brand library',
          sortNo: 20,
          hidden: false,
          parentId: '1',
        }),
      slow,
    );
  });

  it('says how many changes wait and publishes them after asking', async () => {
    api.mockImplementation(answer(3));
    renderWithApp(<MenuManagePage />, { user });
    expect(await screen.findByText(/草稿中有 3 处修改尚未发布/, {}, slow)).toBeTruthy();
    const publish = screen.getByTestId('menu-publish');
    await waitFor(() => expect(publish.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(publish);
    const [confirm] = await screen.findAllByText('发布菜单草稿吗？', {}, slow);
    const dialog = confirm.closest('.ant-modal-container, .ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () => expect(api.mock.calls.some(([ref]) => ref.name === 'umc_publishMenusSave')).toBe(true),
      slow,
    );
  });
});
