// @vitest-environment happy-dom

import type { MenuNode } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { CommonMenusCard } = await import('./CommonMenusCard');
const { WorkbenchTodosCard } = await import('./WorkbenchTodosCard');
const { RecentOrdersCard } = await import('./RecentOrdersCard');
const { WorkbenchMessagesCard, WorkbenchNoticesCard } = await import('./WorkbenchFeedCards');

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

const workbench = {
  commonMenus: [],
  todos: [
    { kind: 'myOrdersAwaitingApproval', count: 2, menuCode: 'agrMyOrder', tab: 'awaitingApproval' },
    { kind: 'approvalTasks', count: 0, menuCode: 'approvalTasks', tab: 'pending' },
  ],
  recentOrders: {
    rows: [
      {
        orderId: '41',
        orderNo: 'PO202611280001',
        orderStatus: '00',
        amount: '1234.50',
        supplierName: '京津办公',
        supplierNameEn: 'Jingjin Office',
        orgName: '华东智造',
        orgNameEn: '',
        createdAt: '2026-11-28T02:00:00.000Z',
      },
    ],
    listMenuCode: 'agrMyOrder',
    detailPage: 'agrMyOrderDetail',
  },
  messages: {
    unread: 4,
    latest: [{ messageId: '9', kind: 'order', title: '订单已审批', createdAt: '2026-11-28T03:00:00.000Z' }],
  },
  notices: [
    {
      articleId: '7',
      title: '春节放假通知',
      titleEn: 'Holiday notice',
      publishFrom: '2026-11-20T00:00:00.000Z',
      pinned: true,
    },
  ],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function WorkbenchCards() {
  return (
    <>
      <WorkbenchTodosCard />
      <RecentOrdersCard />
      <WorkbenchMessagesCard />
      <WorkbenchNoticesCard />
      <Where />
    </>
  );
}

describe('the workbench of my home', () => {
  it('shows what waits, each opening its list on the tab, with the last orders, unread messages and notices', async () => {
    api.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'umc_getWorkbench' ? workbench : null,
    );
    renderWithApp(<WorkbenchCards />, { user: purchaser(['agrMyOrder', 'approvalTasks']) });
    const waiting = await screen.findByTestId('workbench-todo-myOrdersAwaitingApproval', {}, slow);
    expect(waiting.textContent).toContain('2');
    expect(waiting.textContent).toContain('待审批的订单');
    expect(screen.getByTestId('workbench-todo-approvalTasks').textContent).toContain('待我审批');
    expect(screen.getByTestId('workbench-order-41').textContent).toContain('PO202611280001');
    expect(screen.getByTestId('workbench-order-41').textContent).toContain('1,234.50');
    expect(screen.getByTestId('workbench-order-41').textContent).toContain('京津办公');
    expect(screen.getByTestId('workbench-message-9').textContent).toContain('订单已审批');
    expect(screen.getByTestId('workbench-notice-7').textContent).toContain('春节放假通知');
    // One read serves every card.
    expect(api.mock.calls.filter(([ref]) => ref.name === 'umc_getWorkbench')).toHaveLength(1);

    fireEvent.click(waiting);
    expect(screen.getByTestId('where').textContent).toBe('/index/agrMyOrder?tab=awaitingApproval');
    fireEvent.click(screen.getByText('PO202611280001'));
    expect(screen.getByTestId('where').textContent).toBe('/index/agrMyOrderDetail?orderId=41');
  });

  it('says when nothing waits or nothing came, and offers to try again when the read fails', async () => {
    const quiet = {
      ...workbench,
      todos: [],
      recentOrders: { ...workbench.recentOrders, rows: [] },
      notices: [],
    };
    api.mockImplementation(async (ref: { name: string }) => (ref.name === 'umc_getWorkbench' ? quiet : null));
    renderWithApp(<WorkbenchCards />, { user: purchaser([]) });
    expect(await screen.findByText('暂无待办事项', {}, slow)).toBeTruthy();
    expect(screen.getByText('暂无订单')).toBeTruthy();
    expect(screen.getByText('暂无公告')).toBeTruthy();
    cleanup();

    api.mockReset();
    api.mockRejectedValueOnce(Object.assign(new Error('down'), { respDesc: '服务暂不可用' }));
    api.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'umc_getWorkbench' ? workbench : null,
    );
    renderWithApp(<WorkbenchTodosCard />, { user: purchaser([]) });
    expect(await screen.findByText('工作台加载失败', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('workbench-retry'));
    expect(await screen.findByTestId('workbench-todo-myOrdersAwaitingApproval', {}, slow)).toBeTruthy();
  });
});
