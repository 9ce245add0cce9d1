// @vitest-environment happy-dom
import { type CommodityRow, SkuStatus, type UserInfo } from '@procuremart/contract';
import { commitDownloadTask } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ListingRequestPage } = await import('./SupplierGoodsPages');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const supplier = (menuCodeList: string[]): UserInfo => ({
  userId: '8001',
  username: 'supplier01',
  userName: '供应商一号',
  isProfessionalOrgExt: 2,
  orgId: '3',
  orgName: '得力办公供应商',
  access: [],
  menuCodeList,
  timeZone: 'Asia/Shanghai',
});
const row: CommodityRow = {
  skuId: '11',
  spuId: '5',
  skuName: '得力订书机 黑色',
  supplierSkuCode: 'DL-1',
  model: 'ZX-1',
  unit: '个',
  salePrice: '88.00',
  marketPrice: '99.00',
  taxRate: '13.00',
  stock: 5,
  status: SkuStatus.draft,
  categoryName: '订书机',
  brandName: '得力',
  supplierName: '得力办公供应商',
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const ALL = ['soldUpList', 'onShelfCommodity', 'commodityCreate', 'myDownloads'];
const slow = { timeout: 15_000 };

function answer() {
  api.mockImplementation(async (ref: { name: string }) =>
    ref.name === commitDownloadTask.name
      ? { taskId: '7', kind: 'supplierGoods' }
      : { rows: [row], total: 1, pageNo: 1, pageSize: 10 },
  );
}

describe('supplier goods lists: goods file', () => {
  it('exports the page’s own statuses as a goods file', async () => {
    answer();
    renderWithApp(<ListingRequestPage />, { user: supplier(ALL) });
    await screen.findByText('得力订书机 黑色', {}, slow);
    fireEvent.click(screen.getByTestId('list-export'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        commitDownloadTask,
        {
          kind: 'supplierGoods',
          filters: {
            statuses: [SkuStatus.draft, SkuStatus.awaitingFirstAudit, SkuStatus.awaitingSecondAudit],
          },
        },
        { notify: false },
      ),
    );
  });

  it('offers the import with its template and says products go in whole', async () => {
    answer();
    renderWithApp(<ListingRequestPage />, { user: supplier(ALL) });
    await screen.findByText('得力订书机 黑色', {}, slow);
    expect(screen.getByTestId('goods-template')).toBeTruthy();
    fireEvent.click(screen.getByTestId('goods-import'));
    expect(await screen.findByText(/某行有误时整个商品组不导入/, {}, slow)).toBeTruthy();
    expect(screen.getByTestId('import-template').getAttribute('href')).toContain('kind=goods');
  });

  it('offers no import to a supplier who may not create goods', async () => {
    answer();
    renderWithApp(<ListingRequestPage />, { user: supplier(['soldUpList', 'myDownloads']) });
    await screen.findByText('得力订书机 黑色', {}, slow);
    expect(screen.queryByTestId('goods-import')).toBeNull();
    expect(screen.queryByTestId('goods-template')).toBeNull();
    expect(screen.getByTestId('list-export')).toBeTruthy();
  });
});
