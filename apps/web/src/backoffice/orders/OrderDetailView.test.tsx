// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { renderWithApp } from '../../test/render';
import { orderDetail, purchaser } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: MyOrderDetailPage } = await import('./MyOrderDetailPage');
const { default: ApprovalOrderDetailPage } = await import('./ApprovalOrderDetailPage');

const answer = (detail: ReturnType<typeof orderDetail>) =>
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'peb_getOrderDetail' || ref.name === 'peb_getApprovalOrderDetail') return detail;
    if (ref.name === 'peb_approveOrder') return { orderId: detail.orderId, orderStatus: '01' };
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
// Lazy chunks load slowly on a busy machine.
const TIMEOUT = 60_000;
afterEach(async () => {
  cleanup();
  api.mockReset();
  await i18n.changeLanguage('zh-CN');
});

describe('order detail', () => {
  it(
    "shows the buyer's order: header, capital amount, lines, history with who decided, and cancel",
    async () => {
      answer(orderDetail({ actions: ['cancel'] }));
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      expect((await screen.findByTestId('detail-title')).textContent).toBe('PO2026000011');
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_getOrderDetail' }), {
        orderId: '11',
      });
      expect(screen.getByText('陆仟元整')).toBeTruthy();
      expect(screen.getByTestId('action-cancel')).toBeTruthy();
      expect(screen.queryByTestId('action-approve')).toBeNull();

      fireEvent.click(screen.getByRole('tab', { name: '商品明细' }));
      expect((await screen.findByTestId('detail-lines')).textContent).toContain('得力 中性笔 0.5mm 黑色');
      fireEvent.click(screen.getByRole('tab', { name: '状态记录' }));
      const history = (await screen.findByTestId('status-history')).textContent;
      expect(history).toContain('周婷');
      expect(history).toContain('同意采购');
      // It starts with the placement: who placed the order, when.
      expect(history).toContain('提交订单');
      expect(history).toContain('张伟');
    },
    TIMEOUT,
  );

  it(
    'an unpaid bank transfer: the payee account, the amount and a pay action; before approval, when payment opens',
    async () => {
      const transfer = {
        payee: '企业采购商城运营有限公司',
        bankName: '中国工商银行上海张江支行',
        account: '1001 2345',
      };
      answer(orderDetail({ actions: ['cancel', 'pay'], bankTransfer: transfer }));
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      const bank = (await screen.findByTestId('bank-transfer')).textContent;
      expect(bank).toContain('1001 2345');
      expect(bank).toContain('¥6,000.00');
      expect(screen.getByText('转账时请在备注中填写订单号 PO2026000011')).toBeTruthy();
      expect(screen.getByTestId('action-pay')).toBeTruthy();
      cleanup();

      answer(orderDetail({ orderStatus: '00', actions: ['cancel'] }));
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      expect((await screen.findByTestId('order-payment')).textContent).toContain('订单审批通过后才能支付');
      expect(screen.queryByTestId('bank-transfer')).toBeNull();
      expect(screen.queryByTestId('action-pay')).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'shows the buyer organisation, supplier and line units in English in en-US',
    async () => {
      answer(orderDetail());
      renderWithApp(<MyOrderDetailPage />, {
        path: '/index/agrMyOrderDetail?orderId=11',
        user: purchaser(['agrMyOrder']),
      });
      await i18n.changeLanguage('en-US');
      await screen.findByTestId('detail-title');
      expect(await screen.findByText('East China Smart Manufacturing Group')).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: 'Goods' }));
      const lines = (await screen.findByTestId('detail-lines')).textContent;
      expect(lines).toContain('stick');
      expect(lines).not.toContain('STK');
    },
    TIMEOUT,
  );

  it(
    'offers no step the server does not list for this user',
    async () => {
      answer(orderDetail({ orderStatus: '00', actions: [] }));
      renderWithApp(<ApprovalOrderDetailPage />, {
        path: '/index/agrApprovalOrderDetail?orderId=11',
        user: purchaser(['agrApprovalOrder', 'agrApprovalOrderDetail']),
      });
      await screen.findByTestId('detail-title');
      expect(screen.queryByTestId('action-approve')).toBeNull();
      expect(screen.queryByTestId('detail-footer')).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'lets the approver approve from the footer with an optional remark',
    async () => {
      answer(orderDetail({ orderStatus: '00', actions: ['approve', 'reject'] }));
      renderWithApp(<ApprovalOrderDetailPage />, {
        path: '/index/agrApprovalOrderDetail?orderId=11',
        user: purchaser(['agrApprovalOrder', 'agrApprovalOrderDetail']),
      });
      fireEvent.click(await screen.findByTestId('action-approve'));
      expect(screen.getByTestId('action-reject')).toBeTruthy();
      expect(await screen.findByText('确定审批通过该订单吗？')).toBeTruthy();
      fireEvent.click(screen.getByTestId('confirm-ok'));
      await waitFor(() =>
        expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'peb_approveOrder' }), {
          orderId: '11',
          approved: true,
          remark: '',
        }),
      );
      expect(await screen.findByText('订单已审批通过')).toBeTruthy();
    },
    TIMEOUT,
  );
});
