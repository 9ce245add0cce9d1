// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { orderRow, purchaser } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: MyOrderPage } = await import('./MyOrderPage');

const counts = {
  all: 3,
  needsAction: 1,
  awaitingApproval: 1,
  awaitingConfirmation: 1,
  awaitingDelivery: 0,
  delivered: 0,
  completed: 0,
  closed: 1,
};
const rows = [
  orderRow({ orderId: '11', orderNo: 'PO-WAIT', orderStatus: '00', payMethod: '01' }),
  orderRow({ orderId: '12', orderNo: 'PO-CONF', orderStatus: '01' }),
  orderRow({ orderId: '13', orderNo: 'PO-GONE', orderStatus: '08' }),
  orderRow({ orderId: '14', orderNo: 'PO-SHIP', orderStatus: '02' }),
  orderRow({ orderId: '15', orderNo: 'PO-ASKED', orderStatus: '02', cancelApplicationPending: true }),
];
const TIMEOUT = 60_000;

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: { tab?: string }) => {
    if (ref.name === 'peb_queryMyOrderList') {
      const shown = input.tab === 'awaitingApproval' ? rows.slice(0, 1) : rows;
      return { rows: shown, total: shown.length, pageNo: 1, pageSize: 10, tabCounts: counts };
    }
    if (ref.name === 'peb_cancelOrder') return { orderId: '12', orderStatus: '08' };
    if (ref.name === 'peb_deleteOrder') return { orderId: '13' };
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
});
afterEach(cleanup);

const listCalls = () => api.mock.calls.filter(([ref]) => ref.name === 'peb_queryMyOrderList');

describe('MyOrderPage', () => {
  it(
    'shows the status tabs with their counts and lists the chosen tab',
    async () => {
      renderWithApp(<MyOrderPage />, { user: purchaser(['agrMyOrder']) });
      expect(await screen.findByRole('tab', { name: '全部 (3)' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: '待审批 (1)' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: '待我处理 (1)' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: '已取消/已拒绝 (1)' })).toBeTruthy();
      expect(await screen.findByText('PO-CONF')).toBeTruthy();
      expect(listCalls()[0]?.[1]).toMatchObject({ tab: 'all', pageNo: 1 });

      fireEvent.click(screen.getByRole('tab', { name: '待审批 (1)' }));
      await waitFor(() =>
        expect(listCalls().at(-1)?.[1]).toMatchObject({ tab: 'awaitingApproval', pageNo: 1 }),
      );
      await waitFor(() => expect(screen.queryByText('PO-CONF')).toBeNull());
      expect(screen.getByText('PO-WAIT')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'offers cancel on open orders only, pay on unpaid ones past approval (bank transfer too), and asks for a reason',
    async () => {
      renderWithApp(<MyOrderPage />, { user: purchaser(['agrMyOrder']) });
      const open = (await screen.findByText('PO-CONF')).closest('tr') as HTMLElement;
      const waiting = screen.getByText('PO-WAIT').closest('tr') as HTMLElement;
      const closed = screen.getByText('PO-GONE').closest('tr') as HTMLElement;
      const confirmed = screen.getByText('PO-SHIP').closest('tr') as HTMLElement;
      // PO-CONF is an unpaid bank transfer past approval; PO-WAIT, online, still awaits approval.
      expect(within(open).getByText('去支付')).toBeTruthy();
      expect(within(waiting).queryByText('去支付')).toBeNull();
      expect(within(confirmed).queryByText('去支付')).toBeNull();
      expect(within(closed).queryByText('取消订单')).toBeNull();

      fireEvent.click(within(open).getByText('取消订单'));
      expect(await screen.findByText('确定取消该订单吗？')).toBeTruthy();
      await screen.findByTestId('action-remark');
      fireEvent.click(screen.getByTestId('confirm-ok'));
      // The reason is required: nothing is sent without one.
      expect((await screen.findByTestId('action-remark-error')).textContent).toBe('此项为必填项');
      expect(api.mock.calls.some(([ref]) => ref.name === 'peb_cancelOrder')).toBe(false);
      fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '采购计划变更' } });
      fireEvent.click(screen.getByTestId('confirm-ok'));
      await waitFor(() =>
        expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_cancelOrder' }), {
          orderId: '12',
          reason: '采购计划变更',
        }),
      );
      expect(await screen.findByText('订单已取消')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'offers apply-to-cancel on confirmed orders, remind on those awaiting confirmation, delete on closed ones',
    async () => {
      renderWithApp(<MyOrderPage />, { user: purchaser(['agrMyOrder']) });
      const confirmed = (await screen.findByText('PO-SHIP')).closest('tr') as HTMLElement;
      const open = screen.getByText('PO-CONF').closest('tr') as HTMLElement;
      const closed = screen.getByText('PO-GONE').closest('tr') as HTMLElement;
      expect(within(confirmed).getByText('申请取消')).toBeTruthy();
      expect(within(confirmed).queryByText('取消订单')).toBeNull();
      // One application at a time: the server would refuse a second one.
      const asked = screen.getByText('PO-ASKED').closest('tr') as HTMLElement;
      expect(within(asked).queryByText('申请取消')).toBeNull();
      expect(within(open).getByText('催促确认')).toBeTruthy();
      expect(within(open).queryByText('申请取消')).toBeNull();
      expect(within(closed).queryByText('催促确认')).toBeNull();
      expect(within(open).queryByText('删除订单')).toBeNull();

      fireEvent.click(within(closed).getByText('删除订单'));
      expect(await screen.findByText('确定删除该订单吗？')).toBeTruthy();
      fireEvent.click(screen.getByTestId('confirm-ok'));
      await waitFor(() =>
        expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_deleteOrder' }), {
          orderId: '13',
        }),
      );
      expect(await screen.findByText('订单已删除')).toBeTruthy();
    },
    TIMEOUT,
  );
});
