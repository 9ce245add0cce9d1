// @vitest-environment happy-dom

import type { MenuNode } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { CommonMenusCard } = await import('./CommonMenusCard');

const slow = { timeout: 15_000 };
const page = (menuCode: string, menuName: string): MenuNode => ({
  menuId: menuCode,
  parentId: 'orderCenter',
  menuCode,
  menuName,
  menuNameEn: '',
  icon: null,
  isVue: true,
  subMenus: [],
});
const pages = [
  page('accountInfo', '账号信息'),
  page('myShopOrder', '我的订单'),
  page('addressManage', '收货地址'),
];
const pinned = (codes: string[]) => ({
  commonMenus: codes.map((code) => {
    const { menuCode, menuName, menuNameEn, icon } = pages.find((p) => p.menuCode === code) as MenuNode;
    return { menuCode, menuName, menuNameEn, icon };
  }),
});

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the common menus of my home', () => {
  it('shows the pinned pages, and saves the new order the user puts them in', async () => {
    api.mockImplementation(async (ref: { name: string }, input: { menuCodes?: string[] }) =>
      ref.name === 'umc_saveCommonMenus'
        ? pinned(input.menuCodes ?? [])
        : pinned(['accountInfo', 'myShopOrder']),
    );
    renderWithApp(<CommonMenusCard pages={pages} />, { user: purchaser(['accountInfo', 'myShopOrder']) });
    expect(await screen.findByTestId('common-menu-myShopOrder', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('common-menu-settings'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const chosen = within(dialog).getByTestId('common-menu-chosen');
    await waitFor(
      () => expect(chosen.querySelectorAll('[data-testid^="common-menu-chosen-"]')).toHaveLength(2),
      slow,
    );
    fireEvent.click(within(chosen).getAllByRole('button', { name: '上移' })[1]);
    fireEvent.click(within(chosen).getAllByRole('button', { name: '移除' })[1]);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () =>
        expect(api.mock.calls.find(([ref]) => ref.name === 'umc_saveCommonMenus')?.[1]).toEqual({
          menuCodes: ['myShopOrder'],
        }),
      slow,
    );
  });

  it('invites the user to pick when nothing is pinned', async () => {
    api.mockResolvedValue({ commonMenus: [] });
    renderWithApp(<CommonMenusCard pages={pages} />, { user: purchaser([]) });
    expect(await screen.findByText(/还没有常用菜单/, {}, slow)).toBeTruthy();
  });
});
