// @vitest-environment happy-dom
import type { Shipment } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RowAction } from '../../resources/types';
import { renderWithApp } from '../../test/render';
import { cancelApplication, orderDetail, purchaser, shipment } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { OrderDetailView } = await import('./OrderDetailView');
const { default: MyOrderDetailPage } = await import('./MyOrderDetailPage');

const TIMEOUT = 60_000;
const answer = (detail: ReturnType<typeof orderDetail>) =>
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'peb_getOrderDetail') return detail;
    if (ref.name === 'peb_cancelOrder')
      return { orderId: detail.orderId, orderStatus: '02', applicationId: '9' };
    if (ref.name === 'peb_remindSupplierConfirmation')
      return { orderId: detail.orderId, remindedAt: '2026-11-22T00:00:00.000Z' };
    if (ref.name === 'peb_deleteOrder') return { orderId: detail.orderId };
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
afterEach(() => {
  cleanup();
  api.mockReset();
});
const calledWith = (name: string) =>
  api.mock.calls.filter(([ref]) => ref.name === name).map(([, input]) => input);

describe('the order detail tabs', () => {
  it(
    'shows each shipment with carrier, lines shipped and arrived, and only the steps it lists',
    async () => {
      const accept = vi.fn();
      const shipmentActions: RowAction<Shipment>[] = [
        { key: 'accept', labelKey: 'resource.view', event: 'accept', run: accept },
      ];
      answer(
        orderDetail({
          orderStatus: '03',
          shipments: [
            shipment({
              shipmentId: '32',
              shipmentNo: 'SH-OWN',
              carrier: '',
              waybillNo: '',
              delivererName: '赵师傅',
              delivererMobile: '13600000000',
              status: '2',
              actions: ['accept'],
            }),
            shipment({ shipmentId: '31', shipmentNo: 'SH-SF', actions: [] }),
          ],
        }),
      );
      renderWithApp(
        <OrderDetailView
          page="agrMyOrderDetail"
          load={async () => api({ name: 'peb_getOrderDetail' })}
          actions={[]}
          shipmentActions={shipmentActions}
        />,
        {
          path: '/index/agrMyOrderDetail?orderId=11',
          user: purchaser(['agrMyOrder']),
        },
      );
      fireEvent.click(await screen.findByRole('tab', { name: '发货与到货' }));
      const own = await screen.findByTestId('shipment-32');
      expect(own.textContent).toContain('SH-OWN');
      expect(own.textContent).toContain('赵师傅');
      expect(own.textContent).toContain('13600000000');
      const bySf = screen.getByTestId('shipment-31');
      expect(bySf.textContent).toContain('顺丰速运');
      expect(bySf.textContent).toContain('SF1234567890');
      expect(bySf.textContent).toContain('得力 中性笔 0.5mm 黑色');
      expect(within(bySf).queryByTestId('action-accept')).toBeNull();
      fireEvent.click(within(own).getByTestId('action-accept'));
      await waitFor(() => expect(accept).toHaveBeenCalledTimes(1));
      expect(accept.mock.calls[0]?.[0]).toMatchObject({ shipmentId: '32' });
    },
    TIMEOUT,
  );

  it(
    "shows cancellation applications with the supplier's answer, the refund, and every event in the timeline",
    async () => {
      answer(
        orderDetail({
          orderStatus: '08',
          payStatus: '2',
          refund: { amount: '6000.00', reason: '项目取消', createdAt: '2026-11-22T01:00:00.000Z' },
          cancelApplications: [cancelApplication()],
          history: [
            {
              fromStatus: '02',
              toStatus: '08',
              event: 'cancelAgreed',
              username: '王强',
              remark: '',
              createdAt: '2026-11-22T01:00:00.000Z',
            },
            {
              fromStatus: '01',
              toStatus: '02',
              event: 'supplierConfirm',
              username: '王强',
              remark: '',
              createdAt: '2026-11-21T01:00:00.000Z',
            },
          ],
        }),
      );
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      expect((await screen.findByTestId('order-refund')).textContent).toContain('6,000.00');
      fireEvent.click(screen.getByRole('tab', { name: '取消申请' }));
      const applications = await screen.findAllByText('项目延期');
      expect(applications.length).toBeGreaterThan(0);
      expect(screen.getByText('货物已备好')).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: '状态记录' }));
      const history = (await screen.findByTestId('status-history')).textContent;
      expect(history).toContain('供应商同意取消');
      expect(history).toContain('供应商确认');
    },
    TIMEOUT,
  );
});

describe("the buyer's footer", () => {
  it(
    'applies to cancel a confirmed order with a required reason',
    async () => {
      answer(orderDetail({ orderStatus: '02', actions: ['applyCancel'] }));
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      fireEvent.click(await screen.findByTestId('action-applyCancel'));
      expect(screen.queryByTestId('action-cancel')).toBeNull();
      expect(screen.queryByTestId('action-delete')).toBeNull();
      expect(await screen.findByText('确定申请取消该订单吗？')).toBeTruthy();
      fireEvent.click(screen.getByTestId('confirm-ok'));
      expect(await screen.findByTestId('action-remark-error')).toBeTruthy();
      expect(calledWith('peb_cancelOrder')).toEqual([]);
      fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '项目延期' } });
      fireEvent.click(screen.getByTestId('confirm-ok'));
      await waitFor(() =>
        expect(calledWith('peb_cancelOrder')).toEqual([{ orderId: '11', reason: '项目延期' }]),
      );
      expect(await screen.findByText('取消申请已提交，等待供应商处理')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'reminds the supplier, and deletes a closed order only after confirming',
    async () => {
      answer(orderDetail({ orderStatus: '01', actions: ['cancel', 'remind'] }));
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      fireEvent.click(await screen.findByTestId('action-remind'));
      expect(screen.getByTestId('action-cancel')).toBeTruthy();
      fireEvent.click(await screen.findByTestId('confirm-ok'));
      await waitFor(() => expect(calledWith('peb_remindSupplierConfirmation')).toEqual([{ orderId: '11' }]));
      expect(await screen.findByText('已催促供应商确认')).toBeTruthy();
      cleanup();

      answer(orderDetail({ orderStatus: '08', actions: ['delete'] }));
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      fireEvent.click(await screen.findByTestId('action-delete'));
      expect(await screen.findByText('确定删除该订单吗？')).toBeTruthy();
      fireEvent.click(screen.getByTestId('confirm-cancel'));
      expect(calledWith('peb_deleteOrder')).toEqual([]);
      fireEvent.click(screen.getByTestId('action-delete'));
      fireEvent.click(await screen.findByTestId('confirm-ok'));
      await waitFor(() => expect(calledWith('peb_deleteOrder')).toEqual([{ orderId: '11' }]));
      expect(await screen.findByText('订单已删除')).toBeTruthy();
    },
    TIMEOUT,
  );
});
