// @vitest-environment happy-dom
import type { UserInfo } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { clickSave } from '../../test/actions';
import { renderWithApp, supplier as supplierUser } from '../../test/render';
import { orderDetail } from '../orders/test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: DeliverGoodsPage } = await import('./DeliverGoodsPage');

const supplier: UserInfo = supplierUser(['myShopOrder', 'shopPendingOrder']);

/** An order awaiting delivery: 5 pens (2 shipped already) and 3 clips. */
const order = orderDetail({
  orderStatus: '02',
  actions: ['deliver'],
  lines: [
    { ...orderDetail().lines[0]!, orderLineId: '1', num: 5, shippedNum: 2 },
    {
      ...orderDetail().lines[0]!,
      orderLineId: '2',
      skuName: '回形针 28mm',
      num: 3,
      shippedNum: 0,
    },
  ],
});

function answer(deliver: (input: unknown) => unknown) {
  api.mockImplementation(async (ref: { name: string }, input: unknown) => {
    if (ref.name === 'peb_getOrderDetail') return order;
    if (ref.name === 'peb_deliverGoods') return deliver(input);
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
}

const open = async () => {
  renderWithApp(<DeliverGoodsPage />, { path: '/index/deliverGoods?orderId=11', user: supplier });
  await screen.findByTestId('deliver-goods', {}, { timeout: 15_000 });
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const deliverCalls = () => api.mock.calls.filter(([ref]) => ref.name === 'peb_deliverGoods');

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the delivery form', () => {
  it('defaults each line to what is left and ships by carrier with the lines above 0', async () => {
    answer(() => ({ shipmentId: '9', shipmentNo: 'S2026112600000009', orderStatus: '03' }));
    await open();
    expect((screen.getByTestId('deliver-num-1') as HTMLInputElement).value).toBe('3');
    expect((screen.getByTestId('deliver-num-2') as HTMLInputElement).value).toBe('3');
    type('deliver-num-2', '0');
    type('deliver-carrier', '顺丰速运');
    type('deliver-waybill', 'SF123');
    await clickSave('deliver-submit');
    await waitFor(() => expect(deliverCalls()).toHaveLength(1), { timeout: 10_000 });
    expect(deliverCalls()[0]?.[1]).toEqual({
      orderId: '11',
      lines: [{ orderLineId: '1', num: 3 }],
      carrier: '顺丰速运',
      waybillNo: 'SF123',
      remark: undefined,
    });
  }, 30_000);

  it('offers what is left again after a shipment while the page stays open (its tab is kept)', async () => {
    let shipped = 2;
    api.mockImplementation(async (ref: { name: string }) => {
      if (ref.name === 'peb_getOrderDetail')
        return {
          ...order,
          lines: order.lines.map((l) => (l.orderLineId === '1' ? { ...l, shippedNum: shipped } : l)),
        };
      if (ref.name === 'peb_deliverGoods') {
        shipped = 3;
        return { shipmentId: '9', shipmentNo: 'S1', orderStatus: '03' };
      }
      if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
      return {};
    });
    await open();
    type('deliver-num-1', '1');
    type('deliver-num-2', '0');
    type('deliver-carrier', '顺丰速运');
    type('deliver-waybill', 'SF123');
    await clickSave('deliver-submit');
    await waitFor(() => expect(deliverCalls()).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect((screen.getByTestId('deliver-num-1') as HTMLInputElement).value).toBe('2'), {
      timeout: 10_000,
    });
    expect((screen.getByTestId('deliver-num-2') as HTMLInputElement).value).toBe('3');
  }, 30_000);

  it('asks for a carrier and waybill, or a valid mobile for own staff, before sending', async () => {
    answer(() => ({ shipmentId: '9', shipmentNo: 'S1', orderStatus: '03' }));
    await open();
    await clickSave('deliver-submit');
    expect(
      await screen.findByText('请填写物流公司，或选择自有人员配送', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('请填写物流单号')).toBeTruthy();

    fireEvent.click(screen.getByText('自有人员配送'));
    await screen.findByTestId('deliver-deliverer-name');
    type('deliver-deliverer-name', '王师傅');
    type('deliver-deliverer-mobile', '12345');
    await clickSave('deliver-submit');
    expect(await screen.findByText('请输入正确的手机号码', {}, { timeout: 10_000 })).toBeTruthy();
    expect(deliverCalls()).toHaveLength(0);

    type('deliver-deliverer-mobile', '13912345678');
    await clickSave('deliver-submit');
    await waitFor(() => expect(deliverCalls()).toHaveLength(1), { timeout: 10_000 });
    expect(deliverCalls()[0]?.[1]).toMatchObject({
      deliverer: { name: '王师傅', mobile: '13912345678' },
      lines: [
        { orderLineId: '1', num: 3 },
        { orderLineId: '2', num: 3 },
      ],
    });
  }, 30_000);

  it('shows the server’s refusal of a line (another delivery took the last pieces)', async () => {
    answer(() => {
      throw new ApiError({
        code: '8888',
        respDesc: '“回形针 28mm”发货数量超出，剩余可发 1',
        field: 'lines',
      });
    });
    await open();
    type('deliver-num-1', '0');
    type('deliver-num-2', '0');
    type('deliver-carrier', '顺丰速运');
    type('deliver-waybill', 'SF123');
    await clickSave('deliver-submit');
    expect((await screen.findByTestId('deliver-lines-error', {}, { timeout: 10_000 })).textContent).toContain(
      '请至少发货一件商品',
    );
    expect(deliverCalls()).toHaveLength(0);

    type('deliver-num-2', '3');
    await clickSave('deliver-submit');
    await waitFor(
      () => expect(screen.getByTestId('deliver-lines-error').textContent).toContain('剩余可发 1'),
      { timeout: 10_000 },
    );
  }, 30_000);
});
