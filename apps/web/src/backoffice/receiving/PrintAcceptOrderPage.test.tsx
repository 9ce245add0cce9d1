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
    // The carrier and its waybill travel with the goods.
    expect(screen.getByTestId('print-carrier').textContent).toContain('顺丰速运');
    expect(screen.getByTestId('print-carrier').textContent).toContain('SF1001');
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_getOrderDetail' }), {
      orderId: '11',
    });
  });

  it('an unpaid bank transfer prints the payee account and the amount to transfer', {
    timeout: 30_000,
  }, async () => {
    const transfer = {
      payee: '企业采购商城运营有限公司',
      bankName: '中国工商银行上海张江支行',
      account: '1001 2345',
    };
    api.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'peb_getOrderDetail' ? { ...deliveredOrder(), bankTransfer: transfer } : {},
    );
    renderWithApp(<PrintAcceptOrderPage />, { user, path: '/index/printAcceptOrder?orderId=11' });
    const bank = (await screen.findByTestId('bank-transfer', undefined, { timeout: 15_000 })).textContent;
    expect(bank).toContain('企业采购商城运营有限公司');
    expect(bank).toContain('1001 2345');
    expect(bank).toContain('¥6,000.00');
  });

  it('the supplier prints the same delivery note from its own page', { timeout: 30_000 }, async () => {
    renderWithApp(<PrintAcceptOrderPage />, {
      user: { ...purchaser(['arrivalRegistration', 'printShippingNote']), isProfessionalOrgExt: 2 },
      path: '/index/printShippingNote?orderId=11&shipmentId=31',
    });
    expect(await screen.findByText('送货单', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('print-carrier').textContent).toContain('SF1001');
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
