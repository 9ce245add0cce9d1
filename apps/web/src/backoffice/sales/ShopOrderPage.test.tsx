// @vitest-environment happy-dom
import type { UserInfo } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, supplier as supplierUser } from '../../test/render';
import { orderRow } from '../orders/test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: ShopOrderPage } = await import('./ShopOrderPage');

const supplier: UserInfo = supplierUser(['myShopOrder', 'shopPendingOrder']);

const counts = {
  all: 3,
  awaitingConfirmation: 1,
  awaitingDelivery: 1,
  delivered: 0,
  completed: 0,
  closed: 1,
};
const rows = [
  orderRow({ orderId: '21', orderNo: 'SO-CONF', orderStatus: '01', orgName: '华东智造集团有限公司' }),
  orderRow({ orderId: '22', orderNo: 'SO-SHIP', orderStatus: '02' }),
  orderRow({ orderId: '23', orderNo: 'SO-GONE', orderStatus: '98' }),
];

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'peb_queryMySaleOrderList')
      return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: counts };
    if (ref.name === 'peb_supplierRefused') return { orderId: '21', orderStatus: '98' };
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('ShopOrderPage', () => {
  it('shows the supplier’s tabs, the buyer organisation, and only the steps each status allows', async () => {
    renderWithApp(<ShopOrderPage />, { user: supplier });
    expect(await screen.findByRole('tab', { name: '待确认 (1)' }, { timeout: 15_000 })).toBeTruthy();
    const waiting = (await screen.findByText('SO-CONF')).closest('tr') as HTMLElement;
    const confirmed = screen.getByText('SO-SHIP').closest('tr') as HTMLElement;
    const refused = screen.getByText('SO-GONE').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('华东智造集团有限公司')).toBeTruthy();
    expect(within(waiting).getByText('确认订单')).toBeTruthy();
    expect(within(waiting).queryByText('发货')).toBeNull();
    expect(within(confirmed).getByText('发货')).toBeTruthy();
    expect(within(confirmed).queryByText('确认订单')).toBeNull();
    expect(within(refused).queryByText('拒绝订单')).toBeNull();
    expect(within(refused).queryByText('发货')).toBeNull();
  }, 30_000);

  it('refuses an order only with a reason', async () => {
    renderWithApp(<ShopOrderPage />, { user: supplier });
    const waiting = (await screen.findByText('SO-CONF', {}, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(waiting).getByText('拒绝订单'));
    expect(await screen.findByText('确定拒绝该订单吗？')).toBeTruthy();
    await screen.findByTestId('action-remark');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('action-remark-error')).textContent).toBe('此项为必填项');
    expect(api.mock.calls.some(([ref]) => ref.name === 'peb_supplierRefused')).toBe(false);
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '暂时缺货' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_supplierRefused' }), {
        orderId: '21',
        reason: '暂时缺货',
      }),
    );
  }, 30_000);
});
