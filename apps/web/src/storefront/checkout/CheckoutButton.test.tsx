// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { QuantityStepper, QUANTITY_DEBOUNCE_MS } = await import('../cart/QuantityStepper');
const { CheckoutButton } = await import('./CheckoutButton');

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('checking out of the cart', () => {
  it('waits until an emptied quantity is valid again', { timeout: 30_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(
      <Routes>
        <Route
          path="/shopCart"
          element={
            <>
              <QuantityStepper cartId="5" num={2} stock={30} name="订书机" />
              <CheckoutButton tickedKinds={1} />
            </>
          }
        />
        <Route path="/placeAnOrder" element={<div data-testid="settlement" />} />
      </Routes>,
      { user: purchaser(), path: '/shopCart' },
    );
    const box = screen.getByTestId('cart-quantity-5');
    const quantity = (box.querySelector('input') ?? box) as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS + 10));
    expect(screen.getByTestId('cart-quantity-rule-5')).toBeTruthy();

    fireEvent.click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByText('请先修改有误的商品数量')).toBeTruthy();
    expect(screen.queryByTestId('settlement')).toBeNull();

    api.mockResolvedValue({ shops: [], totalNum: 3, tickedKinds: 1, tickedPieces: 3, tickedAmount: '0.00' });
    fireEvent.change(quantity, { target: { value: '3' } });
    await act(async () => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS + 10));
    fireEvent.click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByTestId('settlement')).toBeTruthy();
  });
});
