// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { cancelApplication, orderRow, purchaser } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useNavigate: () => navigate,
}));

const { default: MyCancelApplyPage } = await import('./MyCancelApplyPage');
const { default: CancelApplyDetailPage } = await import('./CancelApplyDetailPage');
const { default: OrgOrderPage } = await import('./OrgOrderPage');

const TIMEOUT = 60_000;
const summary = {
  orderStatus: '02',
  supplierName: '京津办公用品供应有限公司',
  supplierNameEn: '',
  amount: '6000.00',
};
const pending = {
  ...cancelApplication({
    applicationId: '41',
    status: '0',
    remark: '',
    decidedByName: null,
    decidedAt: null,
  }),
  ...summary,
};
const refused = {
  ...cancelApplication({ applicationId: '42', orderId: '12', orderNo: 'PO-REFUSED' }),
  ...summary,
};

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: { tab?: string }) => {
    if (ref.name === 'peb_queryMyCancelApplyList') {
      const rows = input.tab === 'refused' ? [refused] : [pending, refused];
      return {
        rows,
        total: rows.length,
        pageNo: 1,
        pageSize: 10,
        tabCounts: { all: 2, pending: 1, agreed: 0, refused: 1 },
      };
    }
    if (ref.name === 'peb_getCancelApplyDetail')
      return { application: refused, order: orderRow({ orderId: '12', orderNo: 'PO-REFUSED' }) };
    if (ref.name === 'peb_queryPurchaseOrderListForPurchaser') {
      const rows = [orderRow({ orderId: '15', orderNo: 'PO-COLLEAGUE', buyerName: '王芳' })];
      const tabCounts = {
        all: 1,
        awaitingApproval: 0,
        awaitingConfirmation: 1,
        awaitingDelivery: 0,
        delivered: 0,
        completed: 0,
        closed: 0,
      };
      return { rows, total: 1, pageNo: 1, pageSize: 10, tabCounts };
    }
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
  navigate.mockReset();
});
const inputsOf = (name: string) =>
  api.mock.calls.filter(([ref]) => ref.name === name).map(([, input]) => input);

describe('my cancellation applications', () => {
  it(
    'lists applications under status tabs with counts and opens one or its order',
    async () => {
      renderWithApp(<MyCancelApplyPage />, { user: purchaser(['agrMyOrder', 'agrMyCancleApply']) });
      expect(await screen.findByRole('tab', { name: '待处理 (1)' })).toBeTruthy();
      const row = (await screen.findByText('PO-REFUSED')).closest('tr') as HTMLElement;
      expect(row.textContent).toContain('货物已备好');
      fireEvent.click(screen.getByRole('tab', { name: '已拒绝 (1)' }));
      await waitFor(() =>
        expect(inputsOf('peb_queryMyCancelApplyList').at(-1)).toMatchObject({ tab: 'refused' }),
      );
      fireEvent.click(within(row).getByText('查看'));
      expect(navigate).toHaveBeenCalledWith('/index/agrCancleOrderDetail?applicationId=42');
      fireEvent.click(within(row).getByText('查看订单'));
      expect(navigate).toHaveBeenCalledWith('/index/agrMyOrderDetail?orderId=12');
    },
    TIMEOUT,
  );

  it(
    "shows one application with the supplier's answer and the order, and links to the order",
    async () => {
      renderWithApp(<CancelApplyDetailPage />, {
        path: '/index/agrCancleOrderDetail?applicationId=42',
        user: purchaser(['agrMyCancleApply', 'agrCancleOrderDetail']),
      });
      expect((await screen.findByTestId('detail-title')).textContent).toBe('PO-REFUSED');
      expect(inputsOf('peb_getCancelApplyDetail')).toEqual([{ applicationId: '42' }]);
      const page = screen.getByTestId('detail-page').textContent;
      expect(page).toContain('项目延期');
      expect(page).toContain('货物已备好');
      expect(page).toContain('PP2026000005');
      fireEvent.click(screen.getByTestId('action-viewOrder'));
      expect(navigate).toHaveBeenCalledWith('/index/agrMyOrderDetail?orderId=12');
    },
    TIMEOUT,
  );
});

describe("the organisation's orders", () => {
  it(
    "lists colleagues' orders with buyer and department filters and opens the order detail",
    async () => {
      renderWithApp(<OrgOrderPage />, { user: purchaser(['agrSourceOrderQueryQy', 'agrMyOrderDetail']) });
      const row = (await screen.findByText('PO-COLLEAGUE')).closest('tr') as HTMLElement;
      expect(row.textContent).toContain('王芳');
      expect(screen.getByRole('tab', { name: '待确认 (1)' })).toBeTruthy();
      expect(screen.getAllByText('下单人').length).toBeGreaterThan(0);
      expect(screen.getAllByText('采购部门').length).toBeGreaterThan(0);
      expect(within(row).queryByText('取消订单')).toBeNull();
      fireEvent.click(within(row).getByText('查看'));
      expect(navigate).toHaveBeenCalledWith('/index/agrMyOrderDetail?orderId=15');
    },
    TIMEOUT,
  );
});
