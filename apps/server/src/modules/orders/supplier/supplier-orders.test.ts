import {
  approveOrder,
  cancelOrder,
  getOrderDetail,
  OrderStatus,
  PayStatus,
  PayType,
  queryMessageList,
  queryMySaleOrderList,
  querySaleOrderList,
  supplierConfirm,
  supplierRefused,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { orders } from '../tables';
import { useSupplierApiTest } from './supplier-test-setup';

const ctx = useSupplierApiTest();
const { tokens } = ctx;

const statusOf = async (orderId: number) =>
  (await ctx.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
const saleOrders = (input: Parameters<typeof call<typeof queryMySaleOrderList>>[2], as = 'supplier01') =>
  call(ctx.t.app, queryMySaleOrderList, input, { token: tokens[as] });
const supplierInbox = async () =>
  dataOf(await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 50 }, { token: tokens.supplier01 }))
    .rows;
const confirm = (orderId: number, as = 'supplier01') =>
  call(ctx.t.app, supplierConfirm, { orderId: String(orderId) }, { token: tokens[as] });
const refuse = (orderId: number, reason: string, as = 'supplier01') =>
  call(ctx.t.app, supplierRefused, { orderId: String(orderId), reason }, { token: tokens[as] });

describe('the supplier’s orders', () => {
  it('lists its own orders only, with tab counts and filters; unpaid online orders stay invisible', async () => {
    const mine = await ctx.order();
    const paidOnline = await ctx.order({ payMethod: PayType.online });
    await ctx.t.db.update(orders).set({ payStatus: PayStatus.paid }).where(eq(orders.id, paidOnline.orderId));
    const unpaidOnline = await ctx.order({ payMethod: PayType.online });
    const delivering = await ctx.order({ status: OrderStatus.awaitingDelivery });
    const otherSupplier = await ctx.order({ lines: [{ skuId: ctx.f.glove.skuId, num: 1 }] });
    const fromP02 = await ctx.order({ buyer: 'purchaser02' });

    const all = dataOf(await saleOrders({ pageNo: 1, pageSize: 50 }));
    const ids = all.rows.map((r) => r.orderId);
    expect(ids).toEqual(
      expect.arrayContaining([mine, paidOnline, delivering, fromP02].map((o) => String(o.orderId))),
    );
    expect(ids).not.toContain(String(unpaidOnline.orderId));
    expect(ids).not.toContain(String(otherSupplier.orderId));
    expect(all.tabCounts).toMatchObject({ all: 4, awaitingConfirmation: 3, awaitingDelivery: 1, closed: 0 });

    const tab = dataOf(await saleOrders({ pageNo: 1, pageSize: 50, tab: 'awaitingDelivery' }));
    expect(tab.rows.map((r) => r.orderId)).toEqual([String(delivering.orderId)]);
    const byNo = dataOf(await saleOrders({ pageNo: 1, pageSize: 10, orderNo: mine.orderNo }));
    expect(byNo.rows.map((r) => r.orderId)).toEqual([String(mine.orderId)]);
    const p02 = fromP02.orderId;
    const [p02Org] =
      (await saleOrders({ pageNo: 1, pageSize: 50 })).body.data?.rows.filter(
        (r) => r.orderId === String(p02),
      ) ?? [];
    const byOrg = dataOf(await saleOrders({ pageNo: 1, pageSize: 50, buyerOrgName: p02Org?.orgName ?? '' }));
    expect(byOrg.rows.map((r) => r.orderId)).toEqual([String(p02)]);
    expect(byOrg.tabCounts.all).toBe(1);
    const future = dataOf(await saleOrders({ pageNo: 1, pageSize: 10, createdFrom: '2999-01-01' }));
    expect(future.total).toBe(0);

    const queue = dataOf(
      await call(ctx.t.app, querySaleOrderList, { pageNo: 1, pageSize: 50 }, { token: tokens.supplier01 }),
    );
    expect(queue.tabCounts).toEqual({ awaitingConfirmation: 3, awaitingDelivery: 1 });
    expect(queue.rows.every((r) => r.orderStatus === '01')).toBe(true);

    // supplier02 sees shop B's order only; buyers and operators may not call the list.
    const theirs = dataOf(await saleOrders({ pageNo: 1, pageSize: 50 }, 'supplier02'));
    expect(theirs.rows.map((r) => r.orderId)).toEqual([String(otherSupplier.orderId)]);
    for (const who of ['purchaser01', 'operator01'])
      expect((await saleOrders({ pageNo: 1, pageSize: 10 }, who)).body.code).toBe('E403');
    // The supplier cannot open an unpaid online order's detail either.
    const hidden = await call(
      ctx.t.app,
      getOrderDetail,
      { orderId: String(unpaidOnline.orderId) },
      { token: tokens.supplier01 },
    );
    expect(hidden.body.code).toBe('E404');
  });

  it('sees an order above the approval threshold only once the buyer’s organisation approved it', async () => {
    const approver = await loginAs(ctx.t.app, 'approver01');
    const decide = (orderId: number, approved: boolean) =>
      call(
        ctx.t.app,
        approveOrder,
        { orderId: String(orderId), approved, remark: '预算内' },
        { token: approver },
      );
    const listed = async () =>
      dataOf(await saleOrders({ pageNo: 1, pageSize: 100 })).rows.map((r) => r.orderId);
    const detailCode = async (orderId: number) =>
      (await call(ctx.t.app, getOrderDetail, { orderId: String(orderId) }, { token: tokens.supplier01 })).body
        .code;
    const approved = await ctx.order({ status: OrderStatus.awaitingApproval });
    const rejected = await ctx.order({ status: OrderStatus.awaitingApproval });

    expect(await listed()).not.toContain(String(approved.orderId));
    expect(await detailCode(approved.orderId)).toBe('E404');
    expect((await confirm(approved.orderId)).body.code).toBe('E404');

    expect((await decide(approved.orderId, true)).body.code).toBe('0');
    expect((await decide(rejected.orderId, false)).body.code).toBe('0');
    expect(await statusOf(rejected.orderId)).toBe(OrderStatus.refused);
    const now = await listed();
    expect(now).toContain(String(approved.orderId));
    // Refused by the buyer's own approver: never the supplier's business, not in its "closed" tab either.
    expect(now).not.toContain(String(rejected.orderId));
    expect(await detailCode(rejected.orderId)).toBe('E404');
    // Told once it reached the supplier, with a link to its own detail; never about the rejected one.
    const told = await supplierInbox();
    expect(
      told.filter((m) => m.title === `您有新的订单待确认（${approved.orderNo}）`).map((m) => m.link),
    ).toContain(`/index/supplierOrderDetails?orderId=${approved.orderId}`);
    expect(told.some((m) => m.body.includes(rejected.orderNo))).toBe(false);
    expect((await confirm(approved.orderId)).body.code).toBe('0');
  });

  it('hears when the buyer cancels an order it has not confirmed yet, with the reason', async () => {
    const cancel = async (orderId: number, reason: string) =>
      (
        await call(
          ctx.t.app,
          cancelOrder,
          { orderId: String(orderId), reason },
          { token: tokens.purchaser01 },
        )
      ).body.code;
    const waiting = await ctx.order();
    expect(await cancel(waiting.orderId, '需求取消')).toBe('0');
    const notice = (await supplierInbox()).find((m) => m.title === `采购方取消了订单（${waiting.orderNo}）`);
    expect(notice?.body).toContain(waiting.orderNo);
    expect(notice?.body).toContain('需求取消');
    // supplier02 (another supplier) hears nothing of it.
    const theirs = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 50 }, { token: tokens.supplier02 }),
    );
    expect(theirs.rows.some((m) => m.body.includes(waiting.orderNo))).toBe(false);
    // An online order cancelled unpaid never reached the supplier: nothing to hear.
    const unpaid = await ctx.order({ payMethod: PayType.online });
    expect(await cancel(unpaid.orderId, '改用转账')).toBe('0');
    expect((await supplierInbox()).some((m) => m.body.includes(unpaid.orderNo))).toBe(false);
  });

  it('confirms an order awaiting confirmation and tells the buyer', async () => {
    const placed = await ctx.order();
    const detail = dataOf(
      await call(
        ctx.t.app,
        getOrderDetail,
        { orderId: String(placed.orderId) },
        { token: tokens.supplier01 },
      ),
    );
    expect(detail.actions).toEqual(expect.arrayContaining(['supplierConfirm', 'supplierRefuse']));
    expect(dataOf(await confirm(placed.orderId)).orderStatus).toBe('02');
    expect(await statusOf(placed.orderId)).toBe('02');
    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 5 }, { token: tokens.purchaser01 }),
    );
    expect(inbox.rows[0]).toMatchObject({
      title: `供应商已确认订单（${placed.orderNo}）`,
      link: `/index/agrMyOrderDetail?orderId=${placed.orderId}`,
    });
    // Confirmed is confirmed.
    const again = (await confirm(placed.orderId)).body;
    expect([again.code, again.respDesc]).toEqual(['E409', '当前状态不允许此操作']);
  });

  it('refuses the buyer, an operator and another supplier with nothing changed', async () => {
    const placed = await ctx.order();
    for (const who of ['purchaser01', 'operator01']) {
      expect((await confirm(placed.orderId, who)).body.code).toBe('E403');
      expect((await refuse(placed.orderId, '无货', who)).body.code).toBe('E403');
    }
    const stranger = await confirm(placed.orderId, 'supplier02');
    expect([stranger.body.code, stranger.body.respDesc]).toEqual(['E404', '订单不存在']);
    expect((await refuse(placed.orderId, '无货', 'supplier02')).body.code).toBe('E404');
    expect(await statusOf(placed.orderId)).toBe('01');
  });

  it('never confirms an unpaid online order', async () => {
    const unpaid = await ctx.order({ payMethod: PayType.online });
    expect((await confirm(unpaid.orderId)).body.code).toBe('E404');
    expect(await statusOf(unpaid.orderId)).toBe('01');
  });

  it('refuses only with a reason: the order is refused, its stock released once, the buyer told why', async () => {
    const before = await ctx.stockOf(ctx.f.drill.skuId);
    const placed = await ctx.order({ lines: [{ skuId: ctx.f.drill.skuId, num: 3 }] });
    const noReason = await refuse(placed.orderId, '  ');
    expect(noReason.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：reason: 此项为必填项',
      data: { field: 'reason' },
    });
    expect(await ctx.stockOf(ctx.f.drill.skuId)).toBe((before ?? 0) - 3);

    expect(dataOf(await refuse(placed.orderId, '暂时缺货')).orderStatus).toBe('98');
    expect(await ctx.stockOf(ctx.f.drill.skuId)).toBe(before);
    const again = (await refuse(placed.orderId, '再拒绝')).body;
    expect([again.code, again.respDesc]).toEqual(['E409', '当前状态不允许此操作']);
    expect(await ctx.stockOf(ctx.f.drill.skuId)).toBe(before);

    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 5 }, { token: tokens.purchaser01 }),
    );
    expect(inbox.rows[0]).toMatchObject({ title: `供应商拒绝了订单（${placed.orderNo}）` });
    expect(inbox.rows[0]?.body).toContain('暂时缺货');
    const detail = dataOf(
      await call(
        ctx.t.app,
        getOrderDetail,
        { orderId: String(placed.orderId) },
        { token: tokens.supplier01 },
      ),
    );
    expect(detail).toMatchObject({ orderStatus: '98', closeReason: '暂时缺货' });
    const closed = dataOf(await saleOrders({ pageNo: 1, pageSize: 50, tab: 'closed' }));
    expect(closed.rows.map((r) => r.orderId)).toContain(String(placed.orderId));
  });
});
