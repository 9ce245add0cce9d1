import {
  approvalCancel,
  CancelApplicationStatus,
  getOrderDetail,
  OrderStatus,
  PayStatus,
  PayType,
  queryMessageList,
  querySupplierCancelApplyList,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { users } from '../../identity/shared-tables';
import { cancelApplications, orderRefunds, orders } from '../tables';
import { useSupplierApiTest } from './supplier-test-setup';

const ctx = useSupplierApiTest();
const { tokens } = ctx;

/** A confirmed order of purchaser01 with a pending cancellation application (as the buyer's call leaves it). */
async function applied(options: Parameters<typeof ctx.order>[0] = {}) {
  const placed = await ctx.order({ status: OrderStatus.awaitingDelivery, ...options });
  const [buyer] = await ctx.t.db.select().from(users).where(eq(users.username, 'purchaser01'));
  const [application] = await ctx.t.db
    .insert(cancelApplications)
    .values({
      orderId: placed.orderId,
      applicantUserId: buyer!.id,
      reason: '项目取消',
      status: CancelApplicationStatus.pending,
      createdAt: new Date(),
    })
    .returning({ id: cancelApplications.id });
  return { ...placed, applicationId: String(application!.id) };
}

const answer = (applicationId: string, agreed: boolean, remark: string, as = 'supplier01') =>
  call(ctx.t.app, approvalCancel, { applicationId, agreed, remark }, { token: tokens[as] });
const rowOf = async (orderId: number) => {
  const [order] = await ctx.t.db.select().from(orders).where(eq(orders.id, orderId));
  const [application] = await ctx.t.db
    .select()
    .from(cancelApplications)
    .where(eq(cancelApplications.orderId, orderId));
  const refunds = await ctx.t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return { status: order?.status, payStatus: order?.payStatus, application: application?.status, refunds };
};

describe('cancellation applications, the supplier’s answer', () => {
  it('agrees: the order is cancelled, stock back, a paid order refunded, the buyer told', async () => {
    const before = await ctx.stockOf(ctx.f.drill.skuId);
    const a = await applied({ payMethod: PayType.online, lines: [{ skuId: ctx.f.drill.skuId, num: 2 }] });
    await ctx.t.db.update(orders).set({ payStatus: PayStatus.paid }).where(eq(orders.id, a.orderId));
    const done = dataOf(await answer(a.applicationId, true, ''));
    expect(done).toEqual({ applicationId: a.applicationId, status: '1', orderStatus: '08' });
    const after = await rowOf(a.orderId);
    expect(after).toMatchObject({ status: '08', payStatus: PayStatus.refunded, application: '1' });
    expect(after.refunds.map((r) => [r.amount, r.reason])).toEqual([[a.amount, '项目取消']]);
    expect(await ctx.stockOf(ctx.f.drill.skuId)).toBe(before);
    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 5 }, { token: tokens.purchaser01 }),
    );
    expect(inbox.rows[0]).toMatchObject({ title: `取消申请已同意（${a.orderNo}）` });
    // Answered is answered.
    const again = await answer(a.applicationId, false, '不行');
    expect(again.body.respDesc).toBe('该取消申请已处理');
    expect(await ctx.stockOf(ctx.f.drill.skuId)).toBe(before);
  });

  it('refuses only with a reason: the order goes on', async () => {
    const a = await applied();
    const noReason = await answer(a.applicationId, false, ' ');
    expect(noReason.body).toMatchObject({
      code: '8888',
      respDesc: '此项为必填项',
      data: { field: 'remark' },
    });
    expect((await rowOf(a.orderId)).application).toBe('0');
    const done = dataOf(await answer(a.applicationId, false, '已备货，无法取消'));
    expect(done).toMatchObject({ status: '2', orderStatus: '02' });
    expect(await rowOf(a.orderId)).toMatchObject({ status: '02', application: '2', refunds: [] });
    const detail = dataOf(
      await call(ctx.t.app, getOrderDetail, { orderId: String(a.orderId) }, { token: tokens.purchaser01 }),
    );
    expect(detail.cancelApplications[0]).toMatchObject({
      status: '2',
      remark: '已备货，无法取消',
      decidedByName: '王强',
    });
    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 5 }, { token: tokens.purchaser01 }),
    );
    expect(inbox.rows[0]?.body).toContain('已备货，无法取消');
  });

  it('answers only the order’s supplier: others get E403 or not found with nothing changed', async () => {
    const a = await applied();
    for (const who of ['purchaser01', 'operator01'])
      expect((await answer(a.applicationId, true, '', who)).body.code).toBe('E403');
    const stranger = await answer(a.applicationId, true, '', 'supplier02');
    expect([stranger.body.code, stranger.body.respDesc]).toEqual(['E404', '取消申请不存在']);
    expect(await rowOf(a.orderId)).toMatchObject({ status: '02', application: '0' });
  });

  it('lists pending and answered applications of its own orders with counts', async () => {
    const pending = await applied();
    const decided = await applied();
    dataOf(await answer(decided.applicationId, false, '不同意'));
    const list = (tab: 'pending' | 'decided', as = 'supplier01', orderNo?: string) =>
      call(
        ctx.t.app,
        querySupplierCancelApplyList,
        { pageNo: 1, pageSize: 50, tab, orderNo },
        { token: tokens[as] },
      );
    const open = dataOf(await list('pending'));
    expect(open.rows.map((r) => r.applicationId)).toContain(pending.applicationId);
    expect(open.rows.map((r) => r.applicationId)).not.toContain(decided.applicationId);
    expect(open.tabCounts.pending).toBe(open.total);
    const row = open.rows.find((r) => r.applicationId === pending.applicationId);
    expect(row).toMatchObject({
      orderNo: pending.orderNo,
      reason: '项目取消',
      actions: ['agree', 'refuse'],
      orgNameEn: 'East China Smart Manufacturing Group Co., Ltd.',
    });
    const answered = dataOf(await list('decided', 'supplier01', decided.orderNo));
    expect(answered.rows.map((r) => [r.applicationId, r.status, r.actions])).toEqual([
      [decided.applicationId, '2', []],
    ]);
    expect(dataOf(await list('pending', 'supplier02')).total).toBe(0);
    expect((await list('pending', 'purchaser01')).body.code).toBe('E403');
  });
});
