// @vitest-environment happy-dom
import type { PriceMonitorRow } from '@procuremart/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { operator, renderWithApp } from '../../test/render';
import PriceMonitorPage from './PriceMonitorPage';

vi.mock('../../api/client', () => ({ api: vi.fn() }));
const mockedApi = vi.mocked(api);
afterEach(() => {
  cleanup();
  mockedApi.mockReset();
});

const row: PriceMonitorRow = {
  skuId: '11',
  spuId: '5',
  skuName: '得力 0.5mm 中性笔',
  supplierSkuCode: 'DL-11',
  model: 'S01',
  supplierName: '京东',
  brandName: '得力',
  categoryName: '中性笔',
  oldSalePrice: '100.00',
  salePrice: '130.00',
  marketPrice: '120.00',
  changePercent: '30.00',
  aboveMarket: true,
  changedBeyond: false,
  lastChangedAt: '2026-11-20T02:00:00.000Z',
};

describe('PriceMonitorPage', () => {
  it('lists flagged SKUs, biggest change first, each rule read as yes/no like the file, and their links', async () => {
    mockedApi.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'ucc_queryPriceMonitor'
        ? { rows: [row], total: 1, pageNo: 1, pageSize: 10 }
        : { suppliers: [], brands: [], categories: [] },
    );
    renderWithApp(<PriceMonitorPage />, { user: operator(['priceMonitorList', 'priceHistory']) });
    expect(await screen.findByText('得力 0.5mm 中性笔', {}, { timeout: 10_000 })).toBeTruthy();
    // Each rule reads 是/否 as the exported file writes it (a rule not met is 否, not a blank cell).
    const cells = screen.getByText('得力 0.5mm 中性笔').closest('tr')!.querySelectorAll('td');
    const texts = [...cells].map((cell) => cell.textContent);
    expect(texts).toContain('是');
    expect(texts).toContain('否');
    expect(screen.getByText('30.00')).toBeTruthy();
    expect(screen.getByText('价格记录')).toBeTruthy();
    expect(screen.getByText('比价')).toBeTruthy();
    await waitFor(() => {
      const input = mockedApi.mock.calls.find(
        ([ref]) => (ref as { name: string }).name === 'ucc_queryPriceMonitor',
      )?.[1];
      expect(input).toMatchObject({ sort: { field: 'changePercent', order: 'DESC' } });
    });
  }, 30_000);
});
