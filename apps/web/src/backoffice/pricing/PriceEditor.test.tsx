// @vitest-environment happy-dom

import type { PricingSkuRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { PriceEditor } = await import('./PriceEditor');

const slow = { timeout: 15_000 };
const row: PricingSkuRow = {
  skuId: '501',
  spuId: '50',
  skuName: '松柏牌订书机',
  supplierSkuCode: 'SB-1',
  model: '',
  unit: 'PCS',
  salePrice: '88.00',
  marketPrice: '99.00',
  stock: 50,
  status: 1,
  brandName: '松柏',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  api.mockReset();
});

const saleInput = () => screen.getByTestId('price-newSalePrice-0') as HTMLInputElement;

describe('the price editor', () => {
  it('shows the contract message under a malformed price and sends nothing', async () => {
    renderWithApp(<PriceEditor rows={[row]} onClose={() => undefined} />);
    fireEvent.change(saleInput(), { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('price-save'));
    await waitFor(
      () => expect(screen.getByText('请输入正确的金额（不能以0开头，最多两位小数）')).toBeTruthy(),
      slow,
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the new sale price alone when the market price is left empty, and reports what happened', async () => {
    api.mockResolvedValue({ changed: [], requested: [{ skuId: '501', changeId: '9' }] });
    const onClose = vi.fn();
    renderWithApp(<PriceEditor rows={[row]} onClose={onClose} />);
    fireEvent.change(saleInput(), { target: { value: '95.00' } });
    fireEvent.click(screen.getByTestId('price-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(api.mock.calls[0][1]).toEqual({ items: [{ skuId: '501', salePrice: '95.00' }] });
    await waitFor(() => expect(screen.getByText('直接生效: 0；待审核: 1')).toBeTruthy(), slow);
  });

  it("shows the server's refusal under the row's field", async () => {
    api.mockRejectedValue(
      new ApiError({
        code: '8888',
        respDesc: '该商品已有待审核的变更申请',
        field: 'items.0.skuId',
      }),
    );
    renderWithApp(<PriceEditor rows={[row]} onClose={() => undefined} />);
    fireEvent.change(saleInput(), { target: { value: '95.00' } });
    fireEvent.click(screen.getByTestId('price-save'));
    await waitFor(() => expect(screen.getByText('该商品已有待审核的变更申请')).toBeTruthy(), slow);
  });
});
