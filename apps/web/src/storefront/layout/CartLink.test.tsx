// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';
import { addVisitorLines, clearVisitorCart } from '../cart/visitor-cart';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { CartLink } = await import('./CartLink');

beforeEach(() => {
  localStorage.clear();
  api.mockReset();
});
afterEach(cleanup);

describe('the header cart count', () => {
  it('counts the kinds in a visitor’s browser cart and follows its changes, without asking the server', async () => {
    addVisitorLines([
      { skuId: '11', supplierShopId: '2', num: 1 },
      { skuId: '12', supplierShopId: '2', num: 3 },
    ]);
    renderWithApp(<CartLink />, { user: null });
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    act(() => void addVisitorLines([{ skuId: '11', supplierShopId: '2', num: 1 }]));
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    act(() => void addVisitorLines([{ skuId: '13', supplierShopId: '2', num: 1 }]));
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    act(() => clearVisitorCart());
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows 0 to an operator, whatever the browser holds', () => {
    addVisitorLines([{ skuId: '11', supplierShopId: '2', num: 1 }]);
    renderWithApp(<CartLink />, { user: operator() });
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
  });
});
