// @vitest-environment happy-dom
import type { Cashier, UserInfo } from '@procuremart/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: CashierPage } = await import('./CashierPage');

const purchaser: UserInfo = {
  userId: '7001',
  username: 'purchaser01',
  userName: '采购一号',
  isProfessionalOrgExt: 1,
  orgId: '1',
  orgName: '华东智造集团有限公司',
  access: [],
  menuCodeList: [],
  timeZone: 'Asia/Shanghai',
};

const order = {
  orderId: '31',
  orderNo: 'SO2026112300001',
  parentOrderId: '12',
  parentOrderNo: 'PO2026112300001',
  orderStatus: '01',
  payMethod: '01',
  payStatus: '0',
  channel: '11',
  goodsAmount: '1234.50',
  freight: '0.00',
  amount: '1234.50',
  supplierId: '3',
  supplierName: '晨光文具',
  supplierNameEn: 'M&G Stationery',
  shopName: '晨光旗舰店',
  shopNameEn: 'M&G Store',
  buyerName: '采购一号',
  orgName: '华东智造集团有限公司',
  orgNameEn: '',
  lineCount: 1,
  pieces: 10,
  piecesToShip: 0,
  piecesToAccept: 0,
  picture: '',
  createdAt: '2026-11-23T08:00:00.000Z',
  cancelApplicationPending: false,
  payable: true,
};

const cashier: Cashier = {
  parentOrderId: '12',
  parentOrderNo: 'PO2026112300001',
  payMethod: '01',
  orders: [order],
  payable: '1234.50',
  payMethods: ['01', '02'],
  awaitingApproval: false,
  bankTransfer: {
    payee: '企业采购商城运营有限公司',
    bankName: '中国工商银行上海张江支行',
    account: '1001 2345',
  },
  unpaidCancelHours: 24,
};

const dictionaries = {
  PAY_TYPE: [
    { code: '01', label: '在线支付', labelEn: 'Online payment', sort: 1 },
    { code: '02', label: '线下转账', labelEn: 'Offline bank transfer', sort: 2 },
    { code: '03', label: '月结', labelEn: 'Monthly settlement', sort: 3 },
  ],
};

let payAnswer: () => Promise<unknown>;
let cashierAnswer: Cashier;
beforeEach(() => {
  cashierAnswer = cashier;
  localStorage.clear();
  api.mockReset();
  payAnswer = async () => ({
    payMethod: '01',
    payNo: 'PAY2026',
    gatewayUrl: '/payGateway?payNo=PAY2026',
    amount: '1234.50',
  });
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'cfc_queryDictionaries') return dictionaries;
    if (call.name === 'peb_getCashier') return cashierAnswer;
    if (call.name === 'peb_payOrder') return payAnswer();
    return {};
  });
});
afterEach(cleanup);

const renderCashier = (path = '/cartPayment?parentOrderId=12') =>
  renderWithApp(
    <Routes>
      <Route path="/cartPayment" element={<CashierPage />} />
      <Route path="/payGateway" element={<div data-testid="at-gateway" />} />
    </Routes>,
    { user: purchaser, path },
  );
const payCalls = () =>
  api.mock.calls.filter(([call]) => call.name === 'peb_payOrder').map(([, input]) => input);

describe('CashierPage', () => {
  it('shows the orders, the payable amount in capitals, and pays online through the gateway', async () => {
    renderCashier();
    expect(await screen.findByText('SO2026112300001')).toBeTruthy();
    const total = screen.getByTestId('cashier-payable').textContent ?? '';
    expect(total).toContain('¥1,234.50');
    expect(total).toContain('壹仟贰佰叁拾肆元伍角');
    await waitFor(() => expect(screen.getByText('在线支付')).toBeTruthy());
    expect(screen.queryByText('月结')).toBeNull();
    fireEvent.click(screen.getByTestId('cashier-pay'));
    expect(await screen.findByTestId('at-gateway')).toBeTruthy();
    expect(payCalls()).toEqual([{ parentOrderId: '12', payMethod: '01' }]);
  });

  it('shows the bank details for a transfer and confirms the method', async () => {
    payAnswer = async () => ({ payMethod: '02', payNo: null, gatewayUrl: null, amount: '1234.50' });
    renderCashier();
    // Method labels come from the PAY_TYPE dictionary, which loads beside the cashier.
    fireEvent.click(await screen.findByText('线下转账', {}, { timeout: 3000 }));
    expect(screen.getByTestId('bank-transfer').textContent).toContain('中国工商银行上海张江支行');
    expect(screen.getByText('转账时请在备注中填写订单号 PO2026112300001')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cashier-pay'));
    expect(await screen.findByTestId('cashier-chosen')).toBeTruthy();
    expect(screen.getByText('已选择线下转账')).toBeTruthy();
    expect(payCalls()).toEqual([{ parentOrderId: '12', payMethod: '02' }]);
  });

  it('before approval: no amount due of ¥0.00 and no way to pay, but when payment opens', async () => {
    cashierAnswer = {
      ...cashier,
      orders: [{ ...order, orderStatus: '00', payable: false }],
      payable: '0.00',
      awaitingApproval: true,
    };
    renderCashier();
    const notice = await screen.findByTestId('cashier-approval');
    expect(notice.textContent).toContain('审批通过后才能支付');
    expect(notice.textContent).toContain('¥1,234.50');
    expect(screen.queryByTestId('cashier-payable')).toBeNull();
    expect(screen.queryByText('¥0.00')).toBeNull();
    expect(screen.queryByTestId('cashier-pay')).toBeNull();
  });

  it('offers only the methods the server allows: no online payment where the server runs no gateway', async () => {
    api.mockImplementation(async (call: { name: string }) => {
      if (call.name === 'cfc_queryDictionaries') return dictionaries;
      if (call.name === 'peb_getCashier') return { ...cashier, payMethods: ['02'] };
      return {};
    });
    renderCashier();
    // The online order's cashier starts on bank transfer, the only method left.
    expect(await screen.findByTestId('bank-transfer')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('线下转账')).toBeTruthy());
    expect(screen.queryByText('在线支付')).toBeNull();
  });

  it("shows the server's refusal and stays on the cashier", async () => {
    payAnswer = async () => {
      throw new ApiError({ code: '8888', respDesc: '该订单没有待支付的金额' });
    };
    renderCashier();
    fireEvent.click(await screen.findByTestId('cashier-pay'));
    expect((await screen.findByTestId('cashier-error')).textContent).toContain('该订单没有待支付的金额');
    expect(screen.queryByTestId('at-gateway')).toBeNull();
  });

  it('says the order does not exist for an unknown or malformed id', async () => {
    renderCashier('/cartPayment?parentOrderId=abc');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    await act(async () => undefined);
    expect(api.mock.calls.filter(([call]) => call.name === 'peb_getCashier')).toHaveLength(0);
  });
});
