// @vitest-environment happy-dom
// Issue 20: "view" from an audit list opened the goods detail without pass or reject.
import { type CommodityDetail, SkuStatus } from '@procuremart/contract';
import { auditListing, getCommodity } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: OperatorDetailPage } = await import('./OperatorDetailPage');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const detail = (status: number): CommodityDetail => ({
  spuId: '5',
  spuName: '得力订书机',
  categoryId: '9',
  categoryName: '订书机',
  brandId: '2',
  brandName: '得力',
  supplierName: '得力办公供应商',
  description: '',
  pictures: [],
  attributes: [],
  skus: [
    {
      skuId: '11',
      spuId: '5',
      skuName: '得力订书机 黑色',
      supplierSkuCode: 'DL-1',
      model: 'ZX-1',
      unit: '个',
      unitCode: 'PCS',
      salePrice: '88.00',
      marketPrice: '99.00',
      taxRate: '13.00',
      stock: 5,
      status,
      categoryName: '订书机',
      brandName: '得力',
      supplierName: '得力办公供应商',
      updatedAt: '2026-11-26T08:00:00.000Z',
      specs: [],
    },
  ],
  history: [],
  approvals: [],
});

const approval = {
  taskId: '31',
  skuId: '11',
  levelNo: 1,
  levelName: '运营审核',
  approverName: '陈静',
  status: 0,
  escalated: false,
  remark: '',
  createdAt: '2026-11-26T08:00:00.000Z',
  decidedAt: null,
};

function serve(status: number, approvals: CommodityDetail['approvals'] = []) {
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === getCommodity.name) return { ...detail(status), approvals };
    if (ref.name === auditListing.name) return { changed: 1 };
    return { rows: [], total: 0, pageNo: 1, pageSize: 10, skuIds: [] };
  });
}
const slow = { timeout: 15_000 };
const auditor = operator(['commodityQryList', 'commodityDetail', 'newSoldUpList', 'ecmnlots']);

describe('operator goods detail', () => {
  it('offers the first audit’s pass and reject on a SKU awaiting it, and passes it', async () => {
    serve(SkuStatus.awaitingFirstAudit);
    renderWithApp(<OperatorDetailPage />, { user: auditor, path: '/index/commodityDetail?spuId=5' });
    await screen.findByText('得力订书机 黑色', {}, slow);
    expect(screen.getByTestId('action-passFirst')).toBeTruthy();
    expect(screen.getByTestId('action-rejectFirst')).toBeTruthy();
    expect(screen.queryByTestId('action-forceOffShelf')).toBeNull();
    fireEvent.click(screen.getByTestId('action-passFirst'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(auditListing, { skuIds: ['11'], level: 1, passed: true, reason: '' }),
    );
  });

  it('offers forced delisting on a SKU on shelf, and nothing to an operator without the permissions', async () => {
    serve(SkuStatus.onShelf);
    renderWithApp(<OperatorDetailPage />, { user: auditor, path: '/index/commodityDetail?spuId=5' });
    await screen.findByText('得力订书机 黑色', {}, slow);
    expect(screen.getByTestId('action-forceOffShelf')).toBeTruthy();
    expect(screen.queryByTestId('action-passFirst')).toBeNull();
    cleanup();
    renderWithApp(<OperatorDetailPage />, {
      user: operator(['commodityQryList', 'commodityDetail']),
      path: '/index/commodityDetail?spuId=5',
    });
    await screen.findByText('得力订书机 黑色', {}, slow);
    expect(screen.queryByTestId('action-forceOffShelf')).toBeNull();
  });

  it('shows the approval record: each task of the SKUs’ listing audits, with its SKU, level and approver', async () => {
    serve(SkuStatus.awaitingFirstAudit, [approval]);
    renderWithApp(<OperatorDetailPage />, { user: auditor, path: '/index/commodityDetail?spuId=5' });
    await screen.findByText('得力订书机 黑色', {}, slow);
    fireEvent.click(screen.getByText('审批记录'));
    const trail = await screen.findByTestId('approval-trail', {}, slow);
    expect(trail.textContent).toContain('得力订书机 黑色');
    expect(trail.textContent).toContain('1. 运营审核');
    expect(trail.textContent).toContain('陈静');
  });
});
