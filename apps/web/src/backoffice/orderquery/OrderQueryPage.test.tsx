// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';
import { orderDetail, orderRow } from '../orders/test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: OrderQueryPage } = await import('./OrderQueryPage');
const { default: OperatorOrderDetailPage } = await import('./OperatorOrderDetailPage');
const { default: ParentOrderDetailPage } = await import('./ParentOrderDetailPage');

const OPERATOR_CODES = ['agrSynthesOrderList', 'synthesizeOrderDetail', 'parentOrderDetail', 'myDownloads'];
const counts = {
  all: 2,
  awaitingApproval: 0,
  awaitingConfirmation: 1,
  awaitingDelivery: 0,
  delivered: 0,
  completed: 1,
  closed: 0,
};
const rows = [
  orderRow({ orderId: '21', orderNo: 'PO-OPEN', orderStatus: '01', parentOrderNo: 'PP-OPEN' }),
  orderRow({ orderId: '22', orderNo: 'PO-DONE', orderStatus: '07', orgName: '南方机械有限公司' }),
];

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }) => {
    switch (ref.name) {
      case 'peb_queryOrderList':
        return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: counts };
      case 'peb_lookupOrderOrgs':
        return [
          { id: '7', name: '北方重工集团', nameEn: '' },
          { id: '8', name: '华东智造集团有限公司', nameEn: '' },
        ];
      case 'peb_closeOrder':
        return { orderId: '21', orderStatus: '99' };
      case 'peb_getOrderDetail':
        return orderDetail({ orderStatus: '02', actions: ['close'] });
      case 'peb_getParentOrderDetail':
        return {
          ...orderDetail(),
          parentOrderId: '5',
          parentOrderNo: 'PP2026000005',
          orders: rows,
        };
      case 'cfc_queryDictionaries':
        return { dictionaries: [] };
      default:
        return {};
    }
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const listCalls = () => api.mock.calls.filter(([ref]) => ref.name === 'peb_queryOrderList');

describe('the integrated order query page', { timeout: 60_000 }, () => {
  it('lists with tab counts, filters by an organisation picked from the lookup, shows the checkout number', async () => {
    renderWithApp(<OrderQueryPage />, { user: operator(OPERATOR_CODES) });
    expect(await screen.findByRole('tab', { name: '全部 (2)' })).toBeTruthy();
    expect(await screen.findByText('PO-OPEN')).toBeTruthy();
    expect(screen.getByText('PP-OPEN')).toBeTruthy();
    expect(screen.getByTestId('list-export')).toBeTruthy();

    fireEvent.click(screen.getByTestId('filter-toggle'));
    const box = (await screen.findByTestId('filter-orgId')).querySelector('input') as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '北方' } });
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_lookupOrderOrgs' }), {
        keyword: '北方',
      }),
    );
    await act(async () => fireEvent.click(await screen.findByText('北方重工集团')));
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(
      () => expect(listCalls().at(-1)?.[1]).toMatchObject({ orgId: '7', tab: 'all', pageNo: 1 }),
      { timeout: 10_000 },
    );
  });

  it('offers close on open orders only and sends the reason it requires', async () => {
    renderWithApp(<OrderQueryPage />, { user: operator(OPERATOR_CODES) });
    const open = (await screen.findByText('PO-OPEN')).closest('tr') as HTMLElement;
    const done = screen.getByText('PO-DONE').closest('tr') as HTMLElement;
    expect(within(done).queryByText('关闭订单')).toBeNull();
    fireEvent.click(within(open).getByText('关闭订单'));
    expect(await screen.findByText('确定关闭该订单吗？')).toBeTruthy();
    await screen.findByTestId('action-remark');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('action-remark-error')).toBeTruthy();
    expect(api.mock.calls.some(([ref]) => ref.name === 'peb_closeOrder')).toBe(false);
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '供应商无法供货' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_closeOrder' }), {
        orderId: '21',
        reason: '供应商无法供货',
      }),
    );
    expect(await screen.findByText('订单已关闭')).toBeTruthy();
  });
});

describe('the operator’s order and checkout details', { timeout: 60_000 }, () => {
  it('shows the order with close and the checkout link in the footer', async () => {
    renderWithApp(<OperatorOrderDetailPage />, {
      path: '/index/synthesizeOrderDetail?orderId=11',
      user: operator(OPERATOR_CODES),
    });
    expect((await screen.findByTestId('detail-title')).textContent).toBe('PO2026000011');
    expect(screen.getByTestId('action-close')).toBeTruthy();
    expect(screen.getByTestId('action-parent')).toBeTruthy();
  });

  it('shows a checkout with its capital amount and its supplier orders', async () => {
    renderWithApp(<ParentOrderDetailPage />, {
      path: '/index/parentOrderDetail?parentOrderId=5',
      user: operator(OPERATOR_CODES),
    });
    expect((await screen.findByTestId('detail-title')).textContent).toBe('PP2026000005');
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_getParentOrderDetail' }), {
      parentOrderId: '5',
    });
    expect(screen.getByText('陆仟元整')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '供应商订单' }));
    const lines = (await screen.findByTestId('detail-lines')).textContent;
    expect(lines).toContain('PO-OPEN');
    expect(lines).toContain('PO-DONE');
  });
});
