// @vitest-environment happy-dom
import type { OrderResult, SimulatedPayment } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { purchaser, renderWithApp } from '../../test/render';

const { default: OrderResultPage } = await import('./OrderResultPage');
const { default: GatewayPage } = await import('../payment/GatewayPage');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const placed = (payStatus: string): OrderResult => ({
  parentOrderId: '5',
  parentOrderNo: 'PP2026000005',
  payable: '131.00',
  payableInWords: '壹佰叁拾壹元整',
  payMethod: '01',
  createdAt: '2026-11-27T02:00:00.000Z',
  orders: [
    {
      orderId: '11',
      orderNo: 'PO2026000011',
      supplierId: '3',
      supplierName: '京津办公用品供应有限公司',
      supplierNameEn: 'Jingjin Office Supplies',
      amount: '131.00',
      orderStatus: '01',
      payStatus,
    },
  ],
  bankTransfer: {
    payee: '企业采购商城运营有限公司',
    bankName: '中国工商银行上海张江支行',
    account: '1001 2345',
  },
});

describe('order result page', () => {
  it('no longer asks for payment once the order is paid online', { timeout: 60_000 }, async () => {
    let result = placed('0');
    let payment: SimulatedPayment = {
      payNo: 'PAY1',
      parentOrderId: '5',
      parentOrderNo: 'PP2026000005',
      amount: '131.00',
      status: 'pending',
      createdAt: '2026-11-27T02:01:00.000Z',
      finishedAt: null,
    };
    fakeServer({
      cfc_getDictionaryVersion: () => ({ version: '1' }),
      cfc_queryDictionaries: () => ({}),
      peb_getOrderResult: () => result,
      peb_getSimulatedPayment: () => payment,
      peb_confirmSimulatedPayment: () => {
        result = placed('1');
        payment = { ...payment, status: 'succeeded', finishedAt: '2026-11-27T02:02:00.000Z' };
        return payment;
      },
    });
    // The result page stays open (its answer cached) while the buyer pays on the gateway.
    renderWithApp(
      <>
        <OrderResultPage />
        <GatewayPage />
      </>,
      { user: purchaser(), path: '/placeAnOrderResults?parentOrderId=5&payNo=PAY1' },
    );
    const summary = await screen.findByTestId('order-result-summary', undefined, { timeout: 15_000 });
    expect(summary.textContent).toBe('订单号 PP2026000005，应付金额 ¥131.00');
    expect(screen.getByTestId('order-result-pay')).toBeTruthy();
    expect(screen.getByText('请尽快完成在线支付，超时未支付的订单将被自动取消。')).toBeTruthy();

    fireEvent.click(await screen.findByTestId('gateway-success', undefined, { timeout: 15_000 }));

    await waitFor(() => expect(screen.queryByTestId('order-result-pay')).toBeNull(), { timeout: 15_000 });
    expect(screen.getByTestId('order-result-summary').textContent).toBe(
      '订单号 PP2026000005，已支付 ¥131.00',
    );
    expect(screen.queryByText('请尽快完成在线支付，超时未支付的订单将被自动取消。')).toBeNull();
  });
});
