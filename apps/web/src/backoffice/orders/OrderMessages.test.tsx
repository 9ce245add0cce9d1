// @vitest-environment happy-dom
import type { OrderMessage } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { orderDetail, purchaser } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { OrderDetailView } = await import('./OrderDetailView');

const TIMEOUT = 60_000;
const message = (over: Partial<OrderMessage>): OrderMessage => ({
  copyId: '1',
  sentAt: '2026-11-20T02:00:00.000Z',
  party: 'buyer',
  orgName: '示例采购单位',
  userName: '张伟',
  title: '供应商已确认订单',
  readAt: null,
  ...over,
});
const answer = (messages: () => Promise<OrderMessage[]>) =>
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'peb_getOrderDetail') return orderDetail({ orderStatus: '02' });
    if (ref.name === 'peb_queryOrderMessages') return messages();
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
const calledWith = (name: string) =>
  api.mock.calls.filter(([ref]) => ref.name === name).map(([, input]) => input);
afterEach(() => {
  cleanup();
  api.mockReset();
});

function renderDetail() {
  renderWithApp(
    <OrderDetailView
      page="agrMyOrderDetail"
      load={async () => api({ name: 'peb_getOrderDetail' })}
      actions={[]}
    />,
    {
      path: '/index/agrMyOrderDetail?orderId=11',
      user: purchaser(['agrMyOrder']),
    },
  );
}

describe('the order’s messages sent', () => {
  it(
    'loads when its tab opens and shows when, to which party and whom, the title and whether it was read',
    async () => {
      answer(async () => [
        message({
          copyId: '7',
          party: 'supplier',
          orgName: '晨光供应',
          userName: '李娜',
          title: '买方申请取消订单',
        }),
        message({ copyId: '5', readAt: '2026-11-20T03:00:00.000Z' }),
      ]);
      renderDetail();
      await screen.findByRole('tab', { name: '已发消息' });
      expect(calledWith('peb_queryOrderMessages')).toEqual([]);
      fireEvent.click(screen.getByRole('tab', { name: '已发消息' }));
      const table = await screen.findByTestId('order-messages');
      await waitFor(() => expect(table.textContent).toContain('买方申请取消订单'));
      const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.textContent ?? '');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain('供应商');
      expect(rows[0]).toContain('李娜');
      expect(rows[0]).toContain('未读');
      expect(rows[1]).toContain('采购方');
      expect(rows[1]).toContain('张伟');
      expect(rows[1]).not.toContain('未读');
      expect(calledWith('peb_queryOrderMessages')).toEqual([{ orderId: '11' }]);
    },
    TIMEOUT,
  );

  it(
    'says when nothing was sent, and offers a retry when loading failed',
    async () => {
      let fail = true;
      answer(async () => {
        if (fail) throw { respDesc: '网络错误' };
        return [];
      });
      renderDetail();
      fireEvent.click(await screen.findByRole('tab', { name: '已发消息' }));
      expect(await screen.findByText('消息加载失败', {}, { timeout: TIMEOUT })).toBeTruthy();
      expect(screen.getByText('网络错误')).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: /重\s*试|重新加载/ }));
      expect(await screen.findByText('还没有关于此订单的消息', {}, { timeout: TIMEOUT })).toBeTruthy();
    },
    TIMEOUT,
  );
});
