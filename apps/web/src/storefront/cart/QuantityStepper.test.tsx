// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { QuantityStepper, QUANTITY_DEBOUNCE_MS } = await import('./QuantityStepper');

beforeEach(() => {
  api.mockReset();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const input = () => {
  const box = screen.getByTestId('cart-quantity-5');
  return (box.querySelector('input') ?? box) as HTMLInputElement;
};

describe('QuantityStepper', () => {
  it('shows the rule for 0, -1, 1.5 and more than the stock, keeps the number and sends nothing', async () => {
    renderWithApp(<QuantityStepper cartId="5" num={2} stock={30} name="订书机" />);
    for (const [value, rule] of [
      ['0', '请输入 1 到 9999 之间的整数'],
      ['-1', '请输入 1 到 9999 之间的整数'],
      ['1.5', '请输入 1 到 9999 之间的整数'],
      ['31', '库存仅剩 30 件，请修改数量'],
    ]) {
      fireEvent.change(input(), { target: { value } });
      fireEvent.blur(input());
      await act(async () => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS + 10));
      expect(input().value, value).toBe(value);
      expect(screen.getByTestId('cart-quantity-rule-5').textContent, value).toBe(rule);
    }
    expect(api).not.toHaveBeenCalled();
  });

  it('sends a whole number within the stock, four digits shown as typed', async () => {
    api.mockResolvedValue({ shops: [], totalNum: 0, tickedKinds: 0, tickedPieces: 0, tickedAmount: '0.00' });
    renderWithApp(<QuantityStepper cartId="5" num={2} stock={9999} name="订书机" />);
    fireEvent.change(input(), { target: { value: '9999' } });
    await act(async () => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS + 10));
    expect(input().value).toBe('9999');
    expect(screen.queryByTestId('cart-quantity-rule-5')).toBeNull();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'usc_changeAmount' }), {
      cartId: '5',
      num: 9999,
    });
  });
});
