// @vitest-environment happy-dom
import type { SupplierCancelApplyRow, UserInfo } from '@procuremart/contract';
import { approvalCancel, querySupplierCancelApplyList } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, supplier as supplierUser } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: CancelApplyPage } = await import('./CancelApplyPage');

const supplier: UserInfo = supplierUser(['applicationFormConfirm', 'supplierOrderDetails']);
const slow = { timeout: 15_000 };
const application = (applicationId: string, orderNo: string, status: string): SupplierCancelApplyRow => ({
  applicationId,
  orderId: `1${applicationId}`,
  orderNo,
  status,
  reason: '项目取消',
  remark: status === '2' ? '已备货' : '',
  applicantName: '李娜',
  decidedByName: status === '0' ? null : '王强',
  createdAt: '2026-11-01T02:00:00.000Z',
  decidedAt: status === '0' ? null : '2026-11-02T02:00:00.000Z',
  actions: status === '0' ? ['agree', 'refuse'] : [],
  orderStatus: '02',
  amount: '880.00',
  orgName: '华东智造集团',
  orgNameEn: '',
  buyerName: '李娜',
});
const pending = [application('41', 'PO2026000041', '0')];
const answered = [application('42', 'PO2026000042', '2')];

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: { tab?: string }) => {
    if (ref.name === querySupplierCancelApplyList.name) {
      const rows = input.tab === 'decided' ? answered : pending;
      return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: { pending: 1, decided: 1 } };
    }
    return { applicationId: '41', status: '2', orderStatus: '02' };
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const answers = () => api.mock.calls.filter(([ref]) => ref.name === approvalCancel.name);

describe("the supplier's cancellation applications", () => {
  it('shows pending and answered tabs with counts; refusing asks for the reason and sends it', async () => {
    renderWithApp(<CancelApplyPage />, { user: supplier });
    const row = (await screen.findByText('PO2026000041', {}, slow)).closest('tr') as HTMLElement;
    expect(screen.getByRole('tab', { name: '待处理 (1)' })).toBeTruthy();
    // Agreeing cancels the order: it is the dangerous step.
    expect(within(row).getByTestId('action-agree').className).toContain('dangerous');
    fireEvent.click(within(row).getByTestId('action-refuse'));
    await screen.findByText('确定拒绝该取消申请吗？', {}, slow);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByTestId('action-remark-error', {}, slow);
    expect(answers()).toHaveLength(0);
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '已备货' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(answers()).toHaveLength(1), slow);
    expect(answers()[0][1]).toEqual({ applicationId: '41', agreed: false, remark: '已备货' });

    fireEvent.click(screen.getByRole('tab', { name: '已处理 (1)' }));
    const done = (await screen.findByText('PO2026000042', {}, slow)).closest('tr') as HTMLElement;
    expect(within(done).queryByTestId('action-refuse')).toBeNull();
    expect(within(done).getByTestId('action-viewOrder')).toBeTruthy();
  });
});
