// @vitest-environment happy-dom
import type { VisitorCart } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { addVisitorLines, visitorLines } from './visitor-cart';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: CartPage } = await import('./CartPage');

const pen = {
  cartId: '11',
  skuId: '11',
  skuName: '得力 中性笔 0.5mm 黑色',
  skuNameEn: '',
  model: 'M-1',
  unit: '个',
  picture: '/pictures/pen.svg',
  price: '12.34',
  marketPrice: '12.34',
  num: 2,
  subtotal: '24.68',
  stock: 500,
  stockState: 'inStock' as const,
  onShelf: true,
  ticked: true,
};

/** What the server answers for the browser's lines: the pen priced, any other SKU no longer shown. */
function viewOf(
  lines: { skuId: string; supplierShopId: string; num: number; ticked: boolean }[],
): VisitorCart {
  const mine = lines.find((line) => line.skuId === '11');
  const line = mine ? { ...pen, num: mine.num, ticked: mine.ticked } : null;
  return {
    shops: line
      ? [
          {
            supplierShopId: '2',
            shopName: '测试五金旗舰店',
            shopNameEn: '',
            supplierId: '3',
            supplierName: '测试五金',
            supplierNameEn: '',
            lines: [line],
          },
        ]
      : [],
    totalNum: line ? 1 : 0,
    tickedKinds: line?.ticked ? 1 : 0,
    tickedPieces: line?.ticked ? line.num : 0,
    tickedAmount: line?.ticked ? '24.68' : '0.00',
    unavailable: lines
      .filter((l) => l.skuId !== '11')
      .map(({ skuId, supplierShopId }) => ({ skuId, supplierShopId })),
    shopFreights: [],
    freight: '0.00',
    payable: line?.ticked ? '24.68' : '0.00',
  };
}

const viewCalls = () => api.mock.calls.filter(([call]) => call.name === 'usc_viewVisitorCart');

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const renderCart = () =>
  renderWithApp(
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: null, path: '/cart' },
  );

beforeEach(() => {
  localStorage.clear();
  api.mockReset();
  api.mockImplementation(async (call: { name: string }, input: { lines: never[] }) =>
    call.name === 'usc_viewVisitorCart' ? viewOf(input.lines) : {},
  );
  addVisitorLines([{ skuId: '99', supplierShopId: '2', num: 1 }], 1);
  addVisitorLines([{ skuId: '11', supplierShopId: '2', num: 2 }], 2);
});
afterEach(cleanup);

describe('the cart page for a visitor', () => {
  it('shows the browser’s lines as the server prices them, without the account’s file actions', async () => {
    renderCart();
    const line = await screen.findByTestId('cart-line-11');
    expect(line.textContent).toContain('得力 中性笔 0.5mm 黑色');
    expect(line.textContent).toContain('¥24.68');
    expect(screen.getByTestId('cart-ticked-amount').textContent).toBe('¥24.68');
    expect(viewCalls()[0]?.[1]).toEqual({
      lines: [
        { skuId: '11', supplierShopId: '2', num: 2, ticked: true },
        { skuId: '99', supplierShopId: '2', num: 1, ticked: true },
      ],
    });
    expect(screen.queryByTestId('cart-import')).toBeNull();
    expect(screen.queryByTestId('cart-export')).toBeNull();
    expect(screen.queryByTestId('cart-quick-order')).toBeNull();
    expect(screen.getByText(/您尚未登录/)).toBeTruthy();
  });

  it('unticks a line in the browser and shows the totals the server gives for it', async () => {
    renderCart();
    fireEvent.click(await screen.findByTestId('cart-tick-11'));
    await waitFor(() => expect(screen.getByTestId('cart-ticked-amount').textContent).toBe('¥0.00'));
    expect(visitorLines().find((line) => line.skuId === '11')?.ticked).toBe(false);
  });

  it('lists a line the server no longer shows as unavailable, deletable after confirmation', async () => {
    renderCart();
    const gone = await screen.findByTestId('cart-unavailable');
    expect(gone.textContent).toContain('商品（编号 99）已失效，无法购买');
    fireEvent.click(within(gone).getByTestId('cart-delete-99'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('cart-unavailable')).toBeNull());
    expect(visitorLines().map((line) => line.skuId)).toEqual(['11']);
  });

  it('checks out to the settlement page and offers to sign in, coming back to the cart', async () => {
    renderCart();
    fireEvent.click(await screen.findByTestId('cart-checkout'));
    expect((await screen.findByTestId('where')).textContent).toBe('/placeAnOrder?source=cart');
    cleanup();
    renderCart();
    fireEvent.click(await screen.findByTestId('cart-login'));
    expect((await screen.findByTestId('where')).textContent).toBe('/login?redirect=%2Fcart');
  });
});
