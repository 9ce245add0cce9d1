// @vitest-environment happy-dom
import type { SimulatedPayment } from '@procuremart/contract';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: GatewayPage } = await import('./GatewayPage');

const pending: SimulatedPayment = {
  payNo: 'PAY20261123080000123456',
  parentOrderId: '12',
  parentOrderNo: 'PO2026112300001',
  amount: '1234.50',
  status: 'pending',
  createdAt: '2026-11-23T08:00:00.000Z',
  finishedAt: null,
};

let answer: () => Promise<unknown>;
beforeEach(() => {
  api.mockReset();
  answer = async () => pending;
  api.mockImplementation(async (call: { name: string }) =>
    call.name === 'peb_getSimulatedPayment' ? answer() : {},
  );
});
afterEach(cleanup);

const renderGateway = () =>
  renderWithApp(
    <Routes>
      <Route path="/payGateway" element={<GatewayPage />} />
    </Routes>,
    { user: purchaser(), path: `/payGateway?payNo=${pending.payNo}` },
  );

describe('GatewayPage', () => {
  it('says plainly that it is a simulation where no money moves', async () => {
    renderGateway();
    expect(await screen.findByTestId('gateway-payment')).toBeTruthy();
    const notice = screen.getByTestId('gateway-simulation-notice').textContent ?? '';
    expect(notice).toContain('模拟支付：仅用于演示，不会产生真实扣款');
    expect(notice).toContain('正式环境中，支付结果只由真实支付网关通知确认');
    expect(screen.getByTestId('gateway-success')).toBeTruthy();
  });

  it('where the server runs another gateway (EPAY), says the simulation is off and offers no confirmation', async () => {
    answer = async () => {
      throw new ApiError({ code: 'EPAY', respDesc: '模拟支付网关未启用，支付结果只能由支付网关确认' });
    };
    renderGateway();
    expect((await screen.findByTestId('gateway-off')).textContent).toContain('模拟支付网关未启用');
    expect(screen.queryByTestId('gateway-success')).toBeNull();
  });
});
