// @vitest-environment happy-dom
import type { UserInfo } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, supplier as supplierUser } from '../../test/render';
import { orderDetail } from '../orders/test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: SupplierOrderDetailPage } = await import('./SupplierOrderDetailPage');

const supplier: UserInfo = supplierUser(['myShopOrder', 'shopPendingOrder', 'applicationFormConfirm']);

const application = {
  applicationId: '41',
  orderId: '11',
  orderNo: 'PO2026000011',
  status: '0',
  reason: '项目取消',
  remark: '',
  applicantName: '张伟',
  decidedByName: null,
  createdAt: '2026-11-21T02:00:00.000Z',
  decidedAt: null,
  actions: ['agree', 'refuse'],
};

function answer(detail: ReturnType<typeof orderDetail>) {
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'peb_getOrderDetail') return detail;
    if (ref.name === 'peb_approvalCancel') return { applicationId: '41', status: '1', orderStatus: '08' };
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
}
const open = async () => {
  renderWithApp(<SupplierOrderDetailPage />, {
    path: '/index/supplierOrderDetails?orderId=11',
    user: supplier,
  });
  await screen.findByTestId('detail-title', {}, { timeout: 15_000 });
};

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the supplier’s order detail', () => {
  it('offers confirm and refuse on an order awaiting confirmation, not delivery', async () => {
    answer(orderDetail({ orderStatus: '01', actions: ['supplierConfirm', 'supplierRefuse'] }));
    await open();
    expect(screen.getByTestId('action-supplierConfirm')).toBeTruthy();
    expect(screen.getByTestId('action-supplierRefuse')).toBeTruthy();
    expect(screen.queryByTestId('action-deliver')).toBeNull();
    expect(screen.queryByTestId('action-agree')).toBeNull();
  }, 30_000);

  it('answers a pending cancellation application from the footer', async () => {
    answer(orderDetail({ orderStatus: '02', actions: ['deliver'], cancelApplications: [application] }));
    await open();
    expect(screen.getByTestId('action-deliver')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-agree'));
    expect(await screen.findByText('确定同意取消该订单吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_approvalCancel' }), {
        applicationId: '41',
        agreed: true,
        remark: '',
      }),
    );
  }, 30_000);
});
