import { cancelOrder, getOrderDetail, OrderStatus, PayType, queryMyOrderList } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { insertFixtureOrder } from '../testing/order-fixture';
import { useOrderApiTest } from './order-api-test-setup';

const ctx = useOrderApiTest();
const { tokens, stockOf } = ctx;

const myOrders = (input: Parameters<typeof call<typeof queryMyOrderList>>[2], as = 'purchaser01') =>
  call(ctx.t.app, queryMyOrderList, input, { token: tokens[as] });

describe('my orders', () => {
  it('lists only the caller’s orders, with a count per status tab and filters', async () => {
    const placed = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 2 }],
    });
    const waiting = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.glove.skuId, num: 1 }],
      status: OrderStatus.awaitingApproval,
      payMethod: PayType.online,
    });
    const others = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });

    const all = dataOf(await myOrders({ pageNo: 1, pageSize: 50 }));
    const ids = all.rows.map((r) => r.orderId);
    expect(ids).toEqual(expect.arrayContaining([String(placed.orderId), String(waiting.orderId)]));
    expect(ids).not.toContain(String(others.orderId));
    expect(all.tabCounts).toMatchObject({
      all: 2,
      needsAction: 1,
      awaitingApproval: 1,
      awaitingConfirmation: 1,
      closed: 0,
    });
    expect(all.rows[0]).toMatchObject({
      orderId: String(waiting.orderId),
      orderStatus: '00',
      supplierName: ctx.f.shopB.supplierName,
    });

    const pending = dataOf(await myOrders({ pageNo: 1, pageSize: 10, tab: 'awaitingApproval' }));
    expect(pending.rows.map((r) => r.orderId)).toEqual([String(waiting.orderId)]);
    // Tab counts follow the other filters, not the tab.
    expect(pending.tabCounts.all).toBe(2);

    // Waiting for me: the approved bank-transfer order to pay (the online one awaits approval: not payable yet).
    const mine = dataOf(await myOrders({ pageNo: 1, pageSize: 10, tab: 'needsAction' }));
    expect(mine.rows.map((r) => r.orderId)).toEqual([String(placed.orderId)]);

    const byNo = dataOf(await myOrders({ pageNo: 1, pageSize: 10, orderNo: placed.orderNo }));
    expect(byNo.rows.map((r) => r.orderNo)).toEqual([placed.orderNo]);
    const bySupplier = dataOf(
      await myOrders({ pageNo: 1, pageSize: 10, supplierName: ctx.f.shopB.shopName }),
    );
    expect(bySupplier.rows.map((r) => r.orderId)).toEqual([String(waiting.orderId)]);
    const byAmount = dataOf(
      await myOrders({ pageNo: 1, pageSize: 10, amountFrom: placed.amount, amountTo: placed.amount }),
    );
    expect(byAmount.rows.map((r) => r.orderId)).toEqual([String(placed.orderId)]);
    const future = dataOf(await myOrders({ pageNo: 1, pageSize: 10, createdFrom: '2999-01-01' }));
    expect([future.total, future.tabCounts.all]).toEqual([0, 0]);
    expect(dataOf(await myOrders({ pageNo: 1, pageSize: 10, channel: '12' })).total).toBe(0);

    // purchaser02 sees its own order only.
    const theirs = dataOf(await myOrders({ pageNo: 1, pageSize: 50 }, 'purchaser02'));
    expect(theirs.rows.map((r) => r.orderId)).toEqual([String(others.orderId)]);
  });

  it('refuses bad input with a field message, suppliers and operators with E403', async () => {
    const bad = await myOrders({ pageNo: 1, pageSize: 10, amountFrom: '12.345' });
    expect(bad.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：amountFrom: 请输入正确的金额（不能以0开头，最多两位小数）',
      data: { field: 'amountFrom' },
    });
    // approver01 buys too: its own list, never its colleagues' orders, which it sees only to approve.
    const approverOwn = await call(
      ctx.t.app,
      queryMyOrderList,
      { pageNo: 1, pageSize: 10 },
      { token: tokens.approver01 },
    );
    expect(dataOf(approverOwn).total).toBe(0);
    for (const who of ['supplier01', 'operator01']) {
      const refused = await call(
        ctx.t.app,
        queryMyOrderList,
        { pageNo: 1, pageSize: 10 },
        { token: tokens[who] },
      );
      expect(refused.body.code).toBe('E403');
    }
  });

  it('shows the detail of an own order, and not another organisation’s', async () => {
    const placed = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [
        { skuId: ctx.f.pen.skuId, num: 2 },
        { skuId: ctx.f.clip.skuId, num: 3 },
      ],
    });
    const detail = dataOf(
      await call(
        ctx.t.app,
        getOrderDetail,
        { orderId: String(placed.orderId) },
        { token: tokens.purchaser01 },
      ),
    );
    expect(detail).toMatchObject({
      orderNo: placed.orderNo,
      orderStatus: '01',
      amount: '24.98',
      capitalAmount: '贰拾肆元玖角捌分',
      receiverAddress: '北京市 北京市 朝阳区 测试路1号',
      payMethod: PayType.offline,
      actions: ['cancel', 'pay', 'remind'],
      bankTransfer: { payee: expect.stringMatching(/\S/), account: expect.stringMatching(/\d/) },
    });
    expect(detail.lines.map((l) => [l.skuName, l.num, l.amount])).toEqual([
      ['得力 中性笔 0.5mm 黑色', 2, '24.68'],
      ['回形针 28mm', 3, '0.30'],
    ]);
    // The thumbnail is the first line's picture; each line shows its own; none is paid, closed or refunded.
    expect(detail.picture).toBe(detail.lines[0]?.picture);
    expect(detail.lines.every((l) => l.picture.startsWith('/api/ucc/pictures/'))).toBe(true);
    expect(detail).toMatchObject({ lineCount: 2, pieces: 5, paidAt: null, closedAt: null, refund: null });
    expect(detail.createdAt).toBe(new Date(detail.createdAt).toISOString());
    const refused = await call(
      ctx.t.app,
      getOrderDetail,
      { orderId: String(placed.orderId) },
      { token: tokens.purchaser02 },
    );
    expect([refused.body.code, refused.body.respDesc]).toEqual(['E404', '订单不存在']);
  });

  it('offers no payment before approval, nor transfer details for an online order', async () => {
    const waiting = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.glove.skuId, num: 1 }],
      status: OrderStatus.awaitingApproval,
      payMethod: PayType.offline,
    });
    const online = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
      payMethod: PayType.online,
    });
    const detailOf = async (orderId: number) =>
      dataOf(
        await call(ctx.t.app, getOrderDetail, { orderId: String(orderId) }, { token: tokens.purchaser01 }),
      );
    const approving = await detailOf(waiting.orderId);
    // Nothing to pay or transfer until the approver decides.
    expect([approving.actions, approving.bankTransfer]).toEqual([['cancel'], null]);
    const toPayOnline = await detailOf(online.orderId);
    expect([toPayOnline.actions, toPayOnline.bankTransfer]).toEqual([['cancel', 'pay'], null]);
  });

  it('cancels with a reason only, gives the stock back, and keeps the reason in the history', async () => {
    const before = await stockOf(ctx.f.drill.skuId);
    const placed = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.drill.skuId, num: 2 }],
    });
    const orderId = String(placed.orderId);
    const noReason = await call(
      ctx.t.app,
      cancelOrder,
      { orderId, reason: '  ' },
      { token: tokens.purchaser01 },
    );
    expect(noReason.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：reason: 此项为必填项',
      data: { field: 'reason' },
    });
    expect(await stockOf(ctx.f.drill.skuId)).toBe((before ?? 0) - 2);
    const stranger = await call(
      ctx.t.app,
      cancelOrder,
      { orderId, reason: '不要了' },
      { token: tokens.purchaser02 },
    );
    expect(stranger.body.respDesc).toBe('订单不存在');

    const done = dataOf(
      await call(ctx.t.app, cancelOrder, { orderId, reason: '不要了' }, { token: tokens.purchaser01 }),
    );
    expect(done.orderStatus).toBe('08');
    expect(await stockOf(ctx.f.drill.skuId)).toBe(before);
    const detail = dataOf(await call(ctx.t.app, getOrderDetail, { orderId }, { token: tokens.purchaser01 }));
    expect(detail).toMatchObject({ orderStatus: '08', closeReason: '不要了', actions: ['delete'] });
    expect(detail.history.map((h) => [h.event, h.username, h.remark])).toEqual([
      ['cancel', '张伟', '不要了'],
    ]);
    const again = await call(
      ctx.t.app,
      cancelOrder,
      { orderId, reason: '再取消' },
      { token: tokens.purchaser01 },
    );
    expect([again.body.code, again.body.respDesc]).toEqual(['E409', '订单已发货或已结束，不能取消']);
    expect(await stockOf(ctx.f.drill.skuId)).toBe(before);
    const closed = dataOf(await myOrders({ pageNo: 1, pageSize: 10, tab: 'closed' }));
    expect(closed.rows.map((r) => r.orderId)).toContain(orderId);
  });
});
