import {
  cancelOrder,
  getCancelApplyDetail,
  OrderStatus,
  queryMyCancelApplyList,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { useOrderApiTest } from '../buyer/order-api-test-setup';
import { cancelApplications } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';

const ctx = useOrderApiTest();
const as = (username: string) => ({ token: ctx.tokens[username] });

const confirmedOrder = (buyer: string) =>
  insertFixtureOrder(ctx.t.db, {
    buyer,
    lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    status: OrderStatus.awaitingDelivery,
  });
const apply = async (orderId: number, reason: string, who: string) =>
  dataOf(await call(ctx.t.app, cancelOrder, { orderId: String(orderId), reason }, as(who))).applicationId ??
  '';
const list = (input: Record<string, unknown>, who = 'purchaser01') =>
  call(ctx.t.app, queryMyCancelApplyList, { pageNo: 1, pageSize: 50, ...input } as never, as(who));

describe('my cancellation applications', () => {
  it('lists my applications by status tab with counts and the order beside each; never another buyer’s', async () => {
    const first = await confirmedOrder('purchaser01');
    const second = await confirmedOrder('purchaser01');
    const theirs = await confirmedOrder('purchaser02');
    const pendingId = await apply(first.orderId, '预算调整', 'purchaser01');
    const refusedId = await apply(second.orderId, '重复下单', 'purchaser01');
    const theirId = await apply(theirs.orderId, '不需要了', 'purchaser02');
    // The supplier's answer is another helper's call: here the row is answered directly.
    await ctx.t.db
      .update(cancelApplications)
      .set({ status: '2', remark: '已备货', decidedAt: new Date() })
      .where(eq(cancelApplications.id, Number(refusedId)));

    const all = dataOf(await list({}));
    expect(all.rows.map((r) => r.applicationId)).toEqual([refusedId, pendingId]);
    expect(all.tabCounts).toEqual({ all: 2, pending: 1, agreed: 0, refused: 1 });
    expect(all.rows[1]).toMatchObject({
      orderNo: first.orderNo,
      orderStatus: '02',
      status: '0',
      reason: '预算调整',
      applicantName: '张伟',
      supplierName: ctx.f.shopA.supplierName,
      amount: first.amount,
      actions: [],
    });
    const refused = dataOf(await list({ tab: 'refused' }));
    expect(refused.rows.map((r) => [r.applicationId, r.remark])).toEqual([[refusedId, '已备货']]);
    expect(refused.tabCounts.all).toBe(2);
    const byNo = dataOf(await list({ orderNo: first.orderNo }));
    expect(byNo.rows.map((r) => r.applicationId)).toEqual([pendingId]);
    expect(byNo.tabCounts).toMatchObject({ all: 1, refused: 0 });

    const their = dataOf(await list({}, 'purchaser02'));
    expect(their.rows.map((r) => r.applicationId)).toEqual([theirId]);
    for (const who of ['supplier01', 'operator01']) expect((await list({}, who)).body.code).toBe('E403');
    // approver01 buys too: its own applications only, never its colleagues'.
    expect(dataOf(await list({}, 'approver01')).rows).toEqual([]);
  });

  it('shows one application with its order, and another buyer’s as not found', async () => {
    const order = await confirmedOrder('purchaser01');
    const applicationId = await apply(order.orderId, '需求变更', 'purchaser01');
    const detail = dataOf(await call(ctx.t.app, getCancelApplyDetail, { applicationId }, as('purchaser01')));
    expect(detail.application).toMatchObject({ applicationId, status: '0', reason: '需求变更' });
    expect(detail.order).toMatchObject({ orderId: String(order.orderId), orderNo: order.orderNo });
    const stranger = await call(ctx.t.app, getCancelApplyDetail, { applicationId }, as('purchaser02'));
    expect([stranger.body.code, stranger.body.respDesc]).toEqual(['E404', '取消申请不存在']);
  });
});
