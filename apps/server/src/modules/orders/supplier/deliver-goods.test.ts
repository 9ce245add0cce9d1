import {
  deliverGoods,
  getOrderDetail,
  OrderStatus,
  queryMessageList,
  querySupplierShipmentList,
  ShipmentStatus,
  saveAfterDeliveryInfo,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { orderLines, orders, shipments } from '../tables';
import { useSupplierApiTest } from './supplier-test-setup';

const ctx = useSupplierApiTest();
const { tokens } = ctx;

type DeliverInput = Parameters<typeof call<typeof deliverGoods>>[2];
const deliver = (input: DeliverInput, as = 'supplier01') =>
  call(ctx.t.app, deliverGoods, input, { token: tokens[as] });
const linesOf = async (orderId: number) =>
  ctx.t.db
    .select({ id: orderLines.id, num: orderLines.num, shippedNum: orderLines.shippedNum })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
const shipmentCount = async (orderId: number) =>
  (await ctx.t.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId))).length;
const statusOf = async (orderId: number) =>
  (await ctx.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** A confirmed order of supplier01: 5 pens and 3 clips. */
async function confirmedOrder() {
  const placed = await ctx.order({
    status: OrderStatus.awaitingDelivery,
    lines: [
      { skuId: ctx.f.pen.skuId, num: 5 },
      { skuId: ctx.f.clip.skuId, num: 3 },
    ],
  });
  const [pen, clip] = await linesOf(placed.orderId);
  return { ...placed, pen: String(pen!.id), clip: String(clip!.id) };
}

const byCarrier = { carrier: '顺丰速运', waybillNo: 'SF1234567890' };

describe('delivery', () => {
  it('ships in parts that add up: 03 from the first shipment on, the buyer told, never more than ordered', async () => {
    const o = await confirmedOrder();
    const orderId = String(o.orderId);
    const first = dataOf(
      await deliver({ orderId, lines: [{ orderLineId: o.pen, num: 2 }], ...byCarrier, remark: '第一批' }),
    );
    expect(first.orderStatus).toBe('03');
    expect(first.shipmentNo).toMatch(/^S\d{8}\d{8,}$/);
    const second = dataOf(
      await deliver({
        orderId,
        lines: [
          { orderLineId: o.pen, num: 3 },
          { orderLineId: o.clip, num: 1 },
        ],
        deliverer: { name: '王师傅', mobile: '13912345678' },
      }),
    );
    expect(second.orderStatus).toBe('03');
    expect((await linesOf(o.orderId)).map((l) => l.shippedNum)).toEqual([5, 1]);

    const over = await deliver({ orderId, lines: [{ orderLineId: o.clip, num: 3 }], ...byCarrier });
    expect(over.body).toMatchObject({
      code: '8888',
      respDesc: '“回形针 28mm”发货数量超出，剩余可发 2',
      data: { field: 'lines' },
    });
    const penOver = await deliver({ orderId, lines: [{ orderLineId: o.pen, num: 1 }], ...byCarrier });
    expect(penOver.body.respDesc).toContain('剩余可发 0');
    expect((await linesOf(o.orderId)).map((l) => l.shippedNum)).toEqual([5, 1]);
    expect(await shipmentCount(o.orderId)).toBe(2);

    const detail = dataOf(await call(ctx.t.app, getOrderDetail, { orderId }, { token: tokens.supplier01 }));
    expect(detail.orderStatus).toBe('03');
    expect(detail.deliveredAt).not.toBeNull();
    expect(detail.shipments.map((s) => [s.shipmentNo, s.status, s.lines.map((l) => l.num)])).toEqual([
      [second.shipmentNo, '1', [3, 1]],
      [first.shipmentNo, '1', [2]],
    ]);
    expect(detail.shipments[0]).toMatchObject({ delivererName: '王师傅', carrier: '', waybillNo: '' });
    expect(detail.shipments[1]).toMatchObject({ carrier: '顺丰速运', remark: '第一批' });
    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 5 }, { token: tokens.purchaser01 }),
    );
    // Every order message's title names its order: four "order shipped" messages are four orders.
    expect(inbox.rows[0]).toMatchObject({ title: `订单已发货（${o.orderNo}）` });
    expect(inbox.rows[0]?.body).toContain(second.shipmentNo);
  });

  it('lets exactly one of two deliveries of the last pieces through', async () => {
    const o = await confirmedOrder();
    const input = { orderId: String(o.orderId), lines: [{ orderLineId: o.clip, num: 3 }], ...byCarrier };
    const results = await Promise.all([deliver(input), deliver(input)]);
    expect(results.map((r) => r.body.code === '0').sort()).toEqual([false, true]);
    expect((await linesOf(o.orderId)).map((l) => l.shippedNum)).toEqual([0, 3]);
    expect(await shipmentCount(o.orderId)).toBe(1);
  });

  it('asks for a carrier with a waybill or own staff with a valid mobile, and lines of this order', async () => {
    const o = await confirmedOrder();
    const orderId = String(o.orderId);
    const lines = [{ orderLineId: o.pen, num: 1 }];
    const noWay = await deliver({ orderId, lines });
    expect(noWay.body.respDesc).toMatch(/物流公司/);
    const noWaybill = await deliver({ orderId, lines, carrier: '顺丰速运' });
    expect(noWaybill.body.respDesc).toMatch(/物流单号/);
    const badMobile = await deliver({ orderId, lines, deliverer: { name: '王师傅', mobile: '12345' } });
    expect(badMobile.body.respDesc).toContain('请输入正确的手机号码');
    const zero = await deliver({ orderId, lines: [{ orderLineId: o.pen, num: 0 }], ...byCarrier });
    expect(zero.body.respDesc).toContain('发货数量至少为1');
    const other = await confirmedOrder();
    const foreign = await deliver({ orderId, lines: [{ orderLineId: other.pen, num: 1 }], ...byCarrier });
    expect(foreign.body.respDesc).toBe('商品行不属于该订单');
    expect(await shipmentCount(o.orderId)).toBe(0);
    expect(await statusOf(o.orderId)).toBe('02');
  });

  it('refuses an unconfirmed order, the buyer, an operator and another supplier with nothing written', async () => {
    const o = await confirmedOrder();
    const input = { orderId: String(o.orderId), lines: [{ orderLineId: o.pen, num: 1 }], ...byCarrier };
    for (const who of ['purchaser01', 'operator01'])
      expect((await deliver(input, who)).body.code).toBe('E403');
    expect((await deliver(input, 'supplier02')).body.code).toBe('E404');
    const unconfirmed = await ctx.order();
    const [line] = await linesOf(unconfirmed.orderId);
    const early = await deliver({
      orderId: String(unconfirmed.orderId),
      lines: [{ orderLineId: String(line!.id), num: 1 }],
      ...byCarrier,
    });
    expect(early.body.respDesc).toBe('订单当前状态不能发货');
    expect(await shipmentCount(o.orderId)).toBe(0);
    expect(await shipmentCount(unconfirmed.orderId)).toBe(0);
  });

  it('corrects a shipment’s delivery information until it is accepted or rejected, and lists shipments', async () => {
    const o = await confirmedOrder();
    const { shipmentId, shipmentNo } = dataOf(
      await deliver({ orderId: String(o.orderId), lines: [{ orderLineId: o.pen, num: 2 }], ...byCarrier }),
    );
    const save = (input: Parameters<typeof call<typeof saveAfterDeliveryInfo>>[2], as = 'supplier01') =>
      call(ctx.t.app, saveAfterDeliveryInfo, input, { token: tokens[as] });
    const fixed = dataOf(
      await save({ shipmentId, carrier: '京东物流', waybillNo: 'JD0001', remark: '单号更正' }),
    );
    expect(fixed).toMatchObject({ carrier: '京东物流', waybillNo: 'JD0001', remark: '单号更正' });
    expect((await save({ shipmentId, ...byCarrier }, 'supplier02')).body.code).toBe('E404');
    expect((await save({ shipmentId, ...byCarrier }, 'purchaser01')).body.code).toBe('E403');

    const list = (input: Parameters<typeof call<typeof querySupplierShipmentList>>[2], as = 'supplier01') =>
      call(ctx.t.app, querySupplierShipmentList, input, { token: tokens[as] });
    const found = dataOf(await list({ pageNo: 1, pageSize: 10, waybillNo: 'JD0001' }));
    expect(found.rows.map((r) => [r.shipmentNo, r.orderNo, r.pieces, r.status])).toEqual([
      [shipmentNo, o.orderNo, 2, '1'],
    ]);
    // The buyer's organisation in both languages.
    expect(found.rows[0]).toMatchObject({
      orgName: '华东智造集团有限公司',
      orgNameEn: 'East China Smart Manufacturing Group Co., Ltd.',
    });
    expect(dataOf(await list({ pageNo: 1, pageSize: 10, waybillNo: 'JD0001' }, 'supplier02')).total).toBe(0);
    expect(dataOf(await list({ pageNo: 1, pageSize: 10, orderNo: o.orderNo, status: '3' })).total).toBe(0);

    await ctx.t.db
      .update(shipments)
      .set({ status: ShipmentStatus.accepted })
      .where(eq(shipments.id, Number(shipmentId)));
    const late = await save({ shipmentId, carrier: '圆通', waybillNo: 'YT1' });
    expect(late.body.respDesc).toBe('发货单已验收或拒收，不能再修改');
    const [kept] = await ctx.t.db
      .select()
      .from(shipments)
      .where(eq(shipments.id, Number(shipmentId)));
    expect(kept?.waybillNo).toBe('JD0001');
  });
});
