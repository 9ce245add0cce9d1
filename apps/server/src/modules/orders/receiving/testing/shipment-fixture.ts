import { OrderStatus, ShipmentStatus, type ShipmentStatusCode } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { orderLines, orders, shipmentLines, shipments } from '../../tables';

// Shipments written straight into the tables, as the supplier's delivery leaves them (order 03, pieces
// counted as shipped), for tests of arrival and acceptance without the supplier's deliverGoods call.

export interface FixtureShipmentInput {
  orderId: number;
  /** Pieces per order line, in the order's line order: [2, 0, 1]; a 0 leaves the line off the shipment. */
  nums: number[];
  status?: ShipmentStatusCode;
  /** When it was shipped (the automatic receipt counts from it); now by default. */
  createdAt?: Date;
  waybillNo?: string;
}

export interface FixtureShipment {
  shipmentId: number;
  shipmentNo: string;
  /** The order line ids on the shipment, by position in `nums`. */
  lineIds: number[];
}

let serial = 0;

export async function insertFixtureShipment(db: Db, input: FixtureShipmentInput): Promise<FixtureShipment> {
  const lines = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, input.orderId))
    .orderBy(orderLines.id);
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new Error(`no order ${input.orderId}`);
  const at = input.createdAt ?? new Date();
  serial += 1;
  const shipmentNo = `FS${Date.now().toString().slice(-9)}${process.pid % 100}${serial}`.slice(0, 24);
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .insert(shipments)
      .values({
        shipmentNo,
        orderId: order.id,
        status: input.status ?? ShipmentStatus.shipped,
        carrier: '顺丰速运',
        waybillNo: input.waybillNo ?? `SF${serial}${Date.now().toString().slice(-6)}`,
        createdByUserId: order.buyerUserId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: shipments.id });
    const on = lines
      .map((line, i) => ({ lineId: line.id, num: input.nums[i] ?? 0 }))
      .filter((l) => l.num > 0);
    for (const line of on) {
      await tx
        .insert(shipmentLines)
        .values({ shipmentId: shipment!.id, orderLineId: line.lineId, num: line.num });
      await tx
        .update(orderLines)
        .set({ shippedNum: sql`${orderLines.shippedNum} + ${line.num}` })
        .where(
          and(
            eq(orderLines.id, line.lineId),
            sql`${orderLines.shippedNum} + ${line.num} <= ${orderLines.num}`,
          ),
        );
    }
    await tx
      .update(orders)
      .set({ status: OrderStatus.delivered, deliveredAt: order.deliveredAt ?? at })
      .where(eq(orders.id, order.id));
    return { shipmentId: shipment!.id, shipmentNo, lineIds: on.map((l) => l.lineId) };
  });
}
