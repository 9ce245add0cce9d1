// @vitest-environment happy-dom
import type { OrderResult } from '@procuremart/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: OrderResultPage } = await import('./OrderResultPage');

const placed = (orderStatus: string, no: number, amount: string) => ({
  orderId: String(30 + no),
  orderNo: `SO202611230000${no}`,
  supplierId: '3',
  supplierName: '晨光文具',
  supplierNameEn: 'M&G Stationery',
  amount,
  orderStatus,
  payStatus: '0',
});

const base: OrderResult = {
  parentOrderId: '12',
  parentOrderNo: 'PO2026112300001',
  payable: '1300.00',
  payableInWords: '壹仟叁佰元整',
  payMethod: '02',
  createdAt: '2026-11-23T08:00:00.000Z',
  orders: [placed('01', 1, '1000.00'), placed('01', 2, '300.00')],
  bankTransfer: {
    payee: '企业采购商城运营有限公司',
    bankName: '中国工商银行上海张江支行',
    account: '1001 2345',
  },
};

let answer: OrderResult;
beforeEach(() => {
  api.mockReset();
  answer = base;
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'peb_getOrderResult') return answer;
    return [];
  });
});
afterEach(cleanup);

const renderResult = () =>
  renderWithApp(
    <Routes>
      <Route path="/placeAnOrderResults" element={<OrderResultPage />} />
      <Route path="/cartPayment" element={<div data-testid="at-cashier" />} />
    </Routes>,
    { user: purchaser(), path: '/placeAnOrderResults?parentOrderId=12' },
  );

describe('OrderResultPage', () => {
  it('bank transfer: shows the payee account and the amount to transfer, and a pay action', async () => {
    renderResult();
    const bank = await screen.findByTestId('bank-transfer');
    expect(bank.textContent).toContain('企业采购商城运营有限公司');
    expect(bank.textContent).toContain('中国工商银行上海张江支行');
    expect(bank.textContent).toContain('1001 2345');
    expect(bank.textContent).toContain('¥1,300.00');
    expect(screen.getByText('转账时请在备注中填写订单号 PO2026112300001')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-result-pay'));
    expect(await screen.findByTestId('at-cashier')).toBeTruthy();
  });

  it('awaiting approval with online payment: no pay now, but says payment opens after approval', async () => {
    answer = { ...base, payMethod: '01', orders: [placed('00', 1, '1300.00')] };
    renderResult();
    expect((await screen.findByTestId('order-result-approval')).textContent).toContain('审批通过后才能支付');
    expect(screen.queryByTestId('order-result-pay')).toBeNull();
    expect(screen.queryByText(/请尽快完成在线支付/)).toBeNull();
  });

  it('bank transfer with one order awaiting approval: transfers only what is approved', async () => {
    answer = { ...base, orders: [placed('01', 1, '1000.00'), placed('00', 2, '300.00')] };
    renderResult();
    expect((await screen.findByTestId('bank-transfer')).textContent).toContain('¥1,000.00');
    expect(screen.getByTestId('order-result-approval')).toBeTruthy();
  });

  it('online payment past approval: pay now goes to the cashier, and no bank account is shown', async () => {
    answer = { ...base, payMethod: '01' };
    renderResult();
    fireEvent.click(await screen.findByTestId('order-result-pay'));
    expect(await screen.findByTestId('at-cashier')).toBeTruthy();
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
  });
});
