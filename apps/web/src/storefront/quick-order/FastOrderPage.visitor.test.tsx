// @vitest-environment happy-dom
import { CART_MAX_KINDS, type QuickOrderCheckedLine } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { addVisitorLines, clearVisitorCart, visitorLines } from '../cart/visitor-cart';
import { missingLine, pasteAndCheck, quickOrderSku } from './testing/quick-order-lines';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: FastOrderPage } = await import('./FastOrderPage');

const good: QuickOrderCheckedLine = {
  code: '101',
  num: 2,
  mergedLines: 1,
  sku: quickOrderSku('101', '得力 中性笔', 500),
  problem: null,
  problemText: null,
};
const missing = missingLine;

// The page's own calls (the unit labels' dictionaries load on the side).
const ownCalls = () => api.mock.calls.filter(([call]) => !call.name.startsWith('cfc_'));
const names = () => ownCalls().map(([call]) => call.name);

beforeEach(() => {
  clearVisitorCart();
  api.mockReset();
  api.mockImplementation(async (call: { name: string }) =>
    call.name === 'usc_checkVisitorQuickOrder' ? { lines: [good, missing] } : {},
  );
});
afterEach(cleanup);

function renderAsVisitor() {
  return renderWithApp(
    <Routes>
      <Route path="/fastOrder" element={<FastOrderPage />} />
      <Route path="/cart" element={<div data-testid="cart-page" />} />
    </Routes>,
    { user: null, path: '/fastOrder' },
  );
}

describe('FastOrderPage for a visitor', () => {
  it('opens without login, pastes only, and checks through the visitor call with prices shown', async () => {
    renderAsVisitor();
    expect(screen.queryByTestId('cart-login')).toBeNull();
    expect(screen.queryByTestId('quick-order-upload')).toBeNull();
    expect(screen.queryByTestId('quick-order-template')).toBeNull();
    expect(screen.getByTestId('quick-order-visitor-hint').textContent).toContain('上传 Excel 请先登录');
    const table = await pasteAndCheck('101 2\nNOPE 1');
    expect(names()).toEqual(['usc_checkVisitorQuickOrder']);
    expect(ownCalls()[0]?.[1]).toEqual({
      lines: [
        { code: '101', num: 2 },
        { code: 'NOPE', num: 1 },
      ],
    });
    expect(table.textContent).toContain('12.34');
    expect(table.textContent).toContain('商品不存在');
    expect(screen.getByTestId('quick-order-summary').textContent).toBe('共 2 行，1 行有问题，已选 1 行');
  });

  it("puts the good lines into this browser's cart, writing nothing on the server", async () => {
    renderAsVisitor();
    await pasteAndCheck('101 2\nNOPE 1');
    fireEvent.click(screen.getByTestId('quick-order-add-to-cart'));
    expect(await screen.findByText('已将 1 种商品加入购物车')).toBeTruthy();
    expect(visitorLines().map((l) => [l.skuId, l.supplierShopId, l.num])).toEqual([['101', '2', 2]]);
    expect(names()).toEqual(['usc_checkVisitorQuickOrder']);
  });

  it('says which lines a full cart refused', async () => {
    addVisitorLines(
      Array.from({ length: CART_MAX_KINDS }, (_, i) => ({
        skuId: `${900 + i}`,
        supplierShopId: '9',
        num: 1,
      })),
    );
    renderAsVisitor();
    await pasteAndCheck('101 2\nNOPE 1');
    fireEvent.click(screen.getByTestId('quick-order-add-to-cart'));
    expect(await screen.findByText('购物车最多 100 种商品，1 种未能加入')).toBeTruthy();
    expect(visitorLines().some((l) => l.skuId === '101')).toBe(false);
  });

  it('checks out through the cart: adds the lines, then opens /cart', async () => {
    renderAsVisitor();
    await pasteAndCheck('101 2\nNOPE 1');
    fireEvent.click(screen.getByTestId('quick-order-checkout'));
    expect(await screen.findByTestId('cart-page')).toBeTruthy();
    await waitFor(() => expect(visitorLines()).toHaveLength(1));
  });
});
