// @vitest-environment happy-dom
import { ErrorCode, type OrderDetail } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Refusal } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { arrivalRow, shipment } from '../receiving/test-fixtures';
import { orderDetail, purchaser } from './test-fixtures';

const { default: ArrivalAcceptancePage } = await import('../receiving/ArrivalAcceptancePage');
const { default: MyOrderDetailPage } = await import('./MyOrderDetailPage');

const TIMEOUT = 60_000;
const slow = { timeout: 15_000 };
const user = purchaser(['agrMyOrder', 'agrArrivalAcceptance']);
const path = '/index/agrMyOrderDetail?orderId=11';
const dictionaries = {
  cfc_getDictionaryVersion: () => ({ version: '1' }),
  cfc_queryDictionaries: () => ({
    ORDER_STATUS: [
      { code: '01', label: '待供应商确认', labelEn: 'Awaiting confirmation', sort: 2 },
      { code: '03', label: '已发货待验收', labelEn: 'Shipped, awaiting acceptance', sort: 4 },
      { code: '07', label: '已完成', labelEn: 'Completed', sort: 5 },
      { code: '08', label: '已取消', labelEn: 'Cancelled', sort: 6 },
    ],
  }),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The confirmation dialog is gone or on its way out (happy-dom runs no leave animation to its end). */
const dialogClosed = () => {
  const dialog = document.querySelector('.ant-modal');
  return dialog === null || dialog.classList.contains('ant-zoom-leave');
};
const statusShown = () => screen.getByTestId('detail-status').textContent;

describe('open views after an action elsewhere', () => {
  it('accepting a shipment on the acceptance list refreshes the open order detail', {
    timeout: TIMEOUT,
  }, async () => {
    let order: OrderDetail = orderDetail({
      orderStatus: '03',
      shipments: [shipment({ status: '2', actions: ['accept', 'reject'] })],
    });
    let rows = [arrivalRow({ status: '2', actions: ['accept', 'reject'] })];
    const server = fakeServer({
      ...dictionaries,
      peb_getOrderDetail: () => order,
      peb_queryArrivalAcceptList: () => ({
        rows,
        total: rows.length,
        pageNo: 1,
        pageSize: 10,
        tabCounts: { toRegister: 0, toAccept: rows.length, accepted: 0, rejected: 0, all: 1 },
      }),
      peb_confirmArrive: () => {
        order = { ...order, orderStatus: '07', shipments: [shipment({ status: '3', actions: [] })] };
        rows = [arrivalRow({ status: '3', actions: [] })];
        return { shipmentId: '31', status: '3', orderId: '11', orderStatus: '07' };
      },
    });
    // Both pages open, as two tabs of the workspace (kept mounted).
    renderWithApp(
      <>
        <MyOrderDetailPage />
        <ArrivalAcceptancePage />
      </>,
      { user, path },
    );
    await waitFor(() => expect(statusShown()).toBe('已发货待验收'), slow);
    const row = (await screen.findByText('SH2026000031', undefined, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('验收通过'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));

    await waitFor(() => expect(statusShown()).toBe('已完成'), slow);
    expect(server.called('peb_confirmArrive')).toHaveLength(1);
  });

  it('a step refused because the order moved on closes its dialog, says why and reloads the order', {
    timeout: TIMEOUT,
  }, async () => {
    let order: OrderDetail = orderDetail({ orderStatus: '01', actions: ['cancel'] });
    fakeServer({
      ...dictionaries,
      peb_getOrderDetail: () => order,
      peb_cancelOrder: () => {
        throw new Refusal(ErrorCode.conflict, '当前状态不允许此操作');
      },
    });
    renderWithApp(<MyOrderDetailPage />, { user, path });
    fireEvent.click(await screen.findByTestId('action-cancel', undefined, slow));
    fireEvent.change(await screen.findByTestId('action-remark'), { target: { value: '不要了' } });
    // Meanwhile the order was cancelled in another browser tab.
    order = { ...order, orderStatus: '08', actions: [] };
    fireEvent.click(screen.getByTestId('confirm-ok'));

    expect(await screen.findByText('当前状态不允许此操作', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(statusShown()).toBe('已取消'), slow);
    expect(screen.queryByTestId('action-cancel')).toBeNull();
    await waitFor(() => expect(dialogClosed()).toBe(true));
  });
});
