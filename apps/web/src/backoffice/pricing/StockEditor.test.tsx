// @vitest-environment happy-dom

import type { PricingSkuRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { StockEditor } = await import('./StockEditor');

const slow = { timeout: 15_000 };
const row = (skuId: string, stock: number): PricingSkuRow => ({
  skuId,
  spuId: '50',
  skuName: `松柏牌订书机 ${skuId}`,
  supplierSkuCode: `SB-${skuId}`,
  model: '',
  unit: 'PCS',
  salePrice: '88.00',
  marketPrice: '99.00',
  stock,
  status: 1,
  brandName: '松柏',
  updatedAt: '2026-11-26T00:00:00.000Z',
});

afterEach(() => {
  cleanup();
  api.mockReset();
});

const input = (at: number) =>
  screen.getByTestId(`stock-newStock-${at}`).querySelector('input') ??
  (screen.getByTestId(`stock-newStock-${at}`) as HTMLInputElement);

describe('the stock editor', () => {
  it('sets the stock of every selected SKU in one call', async () => {
    api.mockResolvedValue({ skuIds: ['1', '2'] });
    const onClose = vi.fn();
    renderWithApp(<StockEditor rows={[row('1', 5), row('2', 8)]} onClose={onClose} />);
    fireEvent.change(input(1), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(api.mock.calls[0][1]).toEqual({
      items: [
        { skuId: '1', stock: 5 },
        { skuId: '2', stock: 120 },
      ],
    });
  });

  it('refuses a stock above 99,999,999 under the field and sends nothing', async () => {
    renderWithApp(<StockEditor rows={[row('1', 5)]} onClose={() => undefined} />);
    fireEvent.change(input(0), { target: { value: '100000000' } });
    fireEvent.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(document.body.textContent).toContain('不能大于99999999'), slow);
    expect(api).not.toHaveBeenCalled();
  });
});
