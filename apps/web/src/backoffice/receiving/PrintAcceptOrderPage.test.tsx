// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { purchaser } from '../orders/test-fixtures';
import { PRINT_DELAY_MS } from './print-sheet';
import { deliveredOrder } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: PrintAcceptOrderPage } = await import('./PrintAcceptOrderPage');

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }) =>
    ref.name === 'peb_getOrderDetail' ? deliveredOrder() : {},
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const user = purchaser(['agrArrivalAcceptance', 'printAcceptOrder']);

describe('PrintAcceptOrderPage', () => {
  it('prints a shipment’s delivery note with the total in capitals and signature boxes', {
    timeout: 30_000,
  }, async () => {
    renderWithApp(<PrintAcceptOrderPage />, {
      user,
      path: '/index/printAcceptOrder?orderId=11&shipmentId=31',
    });
    expect(await screen.findByText('送货单', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('print-capital').textContent).toBe('叁拾柒元贰角贰分');
    expect(screen.getByTestId('print-total').textContent).toBe('37.22');
    expect(screen.getByText('收货人签字:')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_getOrderDetail' }), {
      orderId: '11',
    });
  });

  it('prints the order’s acceptance form without a shipment, after the print delay', {
    timeout: 30_000,
  }, async () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderWithApp(<PrintAcceptOrderPage />, { user, path: '/index/printAcceptOrder?orderId=11' });
    expect(await screen.findByText('验收单', undefined, { timeout: 15_000 })).toBeTruthy();
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('print-button'));
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PRINT_DELAY_MS);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
