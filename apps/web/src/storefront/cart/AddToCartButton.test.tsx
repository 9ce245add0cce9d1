// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session';
import { purchaser as purchaserUser, renderWithApp } from '../../test/render';
import { visitorLines } from './visitor-cart';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { AddToCartButton } = await import('./AddToCartButton');

const purchaser = purchaserUser();

const addCalls = () => api.mock.calls.filter(([call]) => call.name === 'usc_addShoppingCart');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  api.mockReset();
  api.mockImplementation(async (call: { name: string }) =>
    call.name === 'usc_addShoppingCart' ? { totalNum: 1 } : {},
  );
});
afterEach(cleanup);

/** The messages on screen that are not on their way out. */
const shownNotices = () => [...document.querySelectorAll('.ant-message-notice:not([class*="-leave"])')];

/** The detail page with the buy box, and a link to another page. */
function DetailPage() {
  const [here, setHere] = useState(true);
  if (!here) return <span>another page</span>;
  return (
    <>
      <AddToCartButton skuId="11" supplierShopId="2" onShelf stock={7} />
      <button type="button" onClick={() => setHere(false)}>
        leave
      </button>
    </>
  );
}

const renderButton = (stock = 7) =>
  renderWithApp(<AddToCartButton skuId="11" supplierShopId="2" onShelf stock={stock} />, { user: purchaser });

const quantityInput = () => {
  const box = screen.getByTestId('add-quantity');
  return (box.querySelector('input') ?? box) as HTMLInputElement;
};

const typeQuantity = (value: string) => {
  const input = quantityInput();
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
};

describe('AddToCartButton', () => {
  it('says only 7 are in stock when 10 are asked, adds nothing, and lets the buyer take 7', async () => {
    renderButton(7);
    const input = typeQuantity('10');
    expect(input.value).toBe('10');
    expect(screen.getByTestId('add-quantity-rule').textContent).toContain('库存仅剩 7 件');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await act(async () => undefined);
    expect(addCalls()).toHaveLength(0);
    expect(screen.queryByTestId('cart-added')).toBeNull();

    fireEvent.click(screen.getByTestId('add-quantity-take-stock'));
    await waitFor(() => expect(input.value).toBe('7'));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(addCalls()).toHaveLength(1));
    expect(addCalls()[0][1]).toEqual({ skuId: '11', supplierShopId: '2', num: 7 });
    expect((await screen.findByTestId('cart-added')).textContent).toContain('已成功加入购物车');
  });

  it('shows the rule for 0, -1 and 1.5 and keeps what was typed', async () => {
    renderButton(50);
    for (const value of ['0', '-1', '1.5']) {
      const input = typeQuantity(value);
      expect(input.value, value).toBe(value);
      expect(screen.getByTestId('add-quantity-rule').textContent, value).toBe('请输入 1 到 9999 之间的整数');
      fireEvent.click(screen.getByTestId('add-to-cart'));
    }
    await act(async () => undefined);
    expect(addCalls()).toHaveLength(0);
  });

  it('puts a visitor’s goods into the cart kept in this browser, with the purchaser’s notice', async () => {
    renderButton(50);
    act(() => sessionStore.set((state) => ({ ...state, token: null, userInfo: null })));
    typeQuantity('4');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect((await screen.findByTestId('cart-added')).textContent).toContain('已成功加入购物车');
    expect(visitorLines()).toMatchObject([{ skuId: '11', supplierShopId: '2', num: 4, ticked: true }]);
    expect(addCalls()).toHaveLength(0);
  });

  it('warns a visitor whose browser cart holds 100 kinds already, and adds nothing', async () => {
    localStorage.setItem(
      'pm.visitorCart',
      JSON.stringify(
        Array.from({ length: 100 }, (_, i) => ({ skuId: String(100 + i), supplierShopId: '2', num: 1 })),
      ),
    );
    renderButton(50);
    act(() => sessionStore.set((state) => ({ ...state, token: null, userInfo: null })));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('购物车最多保存100种商品，请先整理购物车')).toBeTruthy();
    expect(visitorLines().some((line) => line.skuId === '11')).toBe(false);
  });

  it('takes the "added" notice away with the page: it covers the header of the next one', async () => {
    renderWithApp(<DetailPage />, { user: purchaser });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await screen.findByTestId('cart-added');
    expect(shownNotices()).toHaveLength(1);
    fireEvent.click(screen.getByText('leave'));
    // At once, not when its seconds are up; antd fades it out (a fade that never ends without a browser).
    await act(async () => undefined);
    expect(shownNotices()).toHaveLength(0);
  });
});
