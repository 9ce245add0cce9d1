// @vitest-environment happy-dom
import type { VisitorCart } from '@procuremart/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';
import { addVisitorLines, updateVisitorLines } from '../cart/visitor-cart';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: SettlementPage } = await import('./SettlementPage');
const { default: OrderResultPage } = await import('./OrderResultPage');

const line = (skuId: string, skuName: string, price: string, num: number, ticked: boolean) => ({
  cartId: skuId,
  skuId,
  skuName,
  skuNameEn: '',
  model: '',
  unit: '个',
  picture: '/pictures/goods.svg',
  price,
  marketPrice: price,
  num,
  subtotal: (Number(price) * num).toFixed(2),
  stock: 100,
  stockState: 'inStock' as const,
  onShelf: true,
  ticked,
});

const answer: VisitorCart = {
  shops: [
    {
      supplierShopId: '2',
      shopName: '测试五金旗舰店',
      shopNameEn: '',
      supplierId: '3',
      supplierName: '测试五金',
      supplierNameEn: '',
      lines: [line('11', '得力 中性笔', '12.34', 2, true), line('12', '回形针', '0.10', 5, false)],
    },
  ],
  totalNum: 2,
  tickedKinds: 1,
  tickedPieces: 2,
  tickedAmount: '24.68',
  unavailable: [],
  shopFreights: [{ supplierShopId: '2', freight: '8.00', freightFreeAbove: '100.00' }],
  freight: '8.00',
  payable: '32.68',
};

const calls = (name: string) => api.mock.calls.filter(([call]) => call.name === name);

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{decodeURIComponent(pathname + search)}</div>;
}

const renderAt = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/placeAnOrder" element={<SettlementPage />} />
      <Route path="/extPlaceAnOrder" element={<SettlementPage />} />
      <Route path="/placeAnOrderResults" element={<OrderResultPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: null, path },
  );

beforeEach(() => {
  localStorage.clear();
  api.mockReset();
  api.mockImplementation(async (call: { name: string }) =>
    call.name === 'usc_viewVisitorCart' ? answer : {},
  );
  addVisitorLines([{ skuId: '12', supplierShopId: '2', num: 5 }], 1);
  addVisitorLines([{ skuId: '11', supplierShopId: '2', num: 2 }], 2);
  updateVisitorLines((l) => (l.skuId === '12' ? { ...l, ticked: false } : l));
});
afterEach(cleanup);

describe('the settlement page for a visitor', () => {
  it('shows the ticked lines with prices, the shop’s freight and the totals, and asks to sign in', async () => {
    renderAt('/placeAnOrder?source=cart');
    const group = await screen.findByTestId('checkout-group');
    expect(within(group).getAllByTestId('checkout-line')).toHaveLength(1);
    expect(group.textContent).toContain('得力 中性笔');
    expect(group.textContent).not.toContain('回形针');
    expect(within(group).getByTestId('checkout-line-amount').textContent).toBe('¥24.68');
    expect(within(group).getByTestId('checkout-group-freight').textContent).toBe('¥8.00');
    expect(group.textContent).toContain('满 ¥100.00 免运费');
    expect(screen.getByTestId('checkout-goods-amount').textContent).toBe('¥24.68');
    expect(screen.getByTestId('checkout-freight').textContent).toBe('¥8.00');
    expect(screen.getByTestId('checkout-payable').textContent).toBe('¥32.68');
    expect(screen.getByText('登录后选择收货地址')).toBeTruthy();
    expect(screen.getByText('登录后选择发票类型和抬头')).toBeTruthy();
    expect(calls('peb_getSettlement')).toHaveLength(0);
    expect(calls('usc_viewVisitorCart')[0]?.[1]).toEqual({
      lines: [
        { skuId: '11', supplierShopId: '2', num: 2, ticked: true },
        { skuId: '12', supplierShopId: '2', num: 5, ticked: false },
      ],
    });
  });

  it('signs in to submit and comes back to the same page', async () => {
    renderAt('/placeAnOrder?source=cart');
    const submit = await screen.findByTestId('checkout-submit');
    expect(submit.textContent?.replace(/\s/g, '')).toBe('登录后提交');
    fireEvent.click(submit);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/login?redirect=/placeAnOrder?source=cart',
    );
  });

  it('prices the buy-now item of the address, not the browser cart', async () => {
    renderAt('/extPlaceAnOrder?items=11:2:3');
    await screen.findByTestId('checkout-group');
    expect(calls('usc_viewVisitorCart')[0]?.[1]).toEqual({
      lines: [{ skuId: '11', supplierShopId: '2', num: 3, ticked: true }],
    });
  });
});

describe('the order result page for a visitor', () => {
  it('asks to sign in and comes back to the result', async () => {
    renderAt('/placeAnOrderResults?parentOrderId=12');
    expect(await screen.findByText('登录后查看订单结果')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-result-sign-in'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/login?redirect=/placeAnOrderResults?parentOrderId=12',
    );
    expect(calls('peb_getOrderResult')).toHaveLength(0);
  });
});

describe('the checkout pages for another kind of account', () => {
  it('tell a supplier or operator that only purchasers buy, and ask the server for no order', async () => {
    for (const path of ['/placeAnOrder?source=cart', '/placeAnOrderResults?parentOrderId=12']) {
      renderWithApp(
        <Routes>
          <Route path="/placeAnOrder" element={<SettlementPage />} />
          <Route path="/placeAnOrderResults" element={<OrderResultPage />} />
        </Routes>,
        { user: operator(), path },
      );
      expect(await screen.findByText('当前账号没有购物车')).toBeTruthy();
      cleanup();
    }
    expect([...calls('peb_getSettlement'), ...calls('peb_getOrderResult')]).toEqual([]);
  });
});
