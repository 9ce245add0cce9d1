import { ErrorCode, OrderStatus, orderEvents, ShipmentStatus } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { publish } from '../../../platform/steps/domain-events';
import { provisionalNumber } from '../checkout/order-numbers';
import { visibleOrders } from '../order-access';
import { orderNotFoundError, takeOrderStep } from '../order-step';
import { orderLines, orders, shipmentLines, shipments } from '../tables';
import { numberShipment } from './shipment-numbers';

export interface DeliveryWay {
  carrier?: string;
  waybillNo?: string;
  deliverer?: { name: string; mobile: string };
  remark?: string;
}

export interface Delivery extends DeliveryWay {
  orderId: number;
  lines: { orderLineId: string; num: number }[];
}

/** The shipment columns of a delivery way: a carrier with its waybill, or own staff (the other way blank). */
export const deliveryColumns = (way: DeliveryWay) => ({
  carrier: way.deliverer ? '' : (way.carrier ?? ''),
  waybillNo: way.deliverer ? '' : (way.waybillNo ?? ''),
  delivererName: way.deliverer?.name ?? '',
  delivererMobile: way.deliverer?.mobile ?? '',
});

const DELIVERABLE: readonly string[] = [OrderStatus.awaitingDelivery, OrderStatus.delivered];

/**
 * Adds pieces to one order line's shipped count, only while shipped stays within ordered: two deliveries at
 * once can never over-ship. A refusal names the line and how many are left.
 */
async function shipLine(tx: Tx, orderId: number, line: { orderLineId: string; num: number }) {
  const lineId = parseId(line.orderLineId);
  const [shipped] = await tx
    .update(orderLines)
    .set({ shippedNum: sql`${orderLines.shippedNum} + ${line.num}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        eq(orderLines.orderId, orderId),
        sql`${orderLines.shippedNum} + ${line.num} <= ${orderLines.num}`,
      ),
    )
    .returning({ id: orderLines.id });
  if (shipped) return lineId;
  const [row] = await tx
    .select({ skuName: orderLines.skuName, num: orderLines.num, shippedNum: orderLines.shippedNum })
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  if (!row) throw fieldError('sales.lineNotInOrder', 'lines');
  throw fieldError('sales.overShipped', 'lines', {
    skuName: row.skuName,
    left: Math.max(0, row.num - row.shippedNum),
  });
}

/**
 * One shipment of a confirmed order by its supplier: the order is locked and must await delivery or be
 * delivered already, each line's pieces are added within what is left, the shipment and its lines are
 * written (status shipped, numbered), the order takes `deliver` (03) and `order.shipmentSent` is published
 * (the buyer is told).
 */
export async function deliverGoods(tx: Tx, actor: Actor, input: Delivery) {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), visibleOrders(actor)))
    .for('update');
  if (!order) throw orderNotFoundError();
  if (!DELIVERABLE.includes(order.status))
    throw new BusinessError(ErrorCode.business, 'sales.notDeliverable');
  const orderStatus = await takeOrderStep(tx, { orderId: order.id, event: 'deliver', actor });
  const lineIds: number[] = [];
  for (const line of input.lines) lineIds.push(await shipLine(tx, order.id, line));
  const at = now();
  const [shipment] = await tx
    .insert(shipments)
    .values({
      shipmentNo: provisionalNumber(),
      orderId: order.id,
      status: ShipmentStatus.shipped,
      ...deliveryColumns(input),
      remark: input.remark ?? '',
      createdByUserId: actor.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: shipments.id });
  if (!shipment) throw new Error('shipment not written');
  await tx
    .insert(shipmentLines)
    .values(
      input.lines.map((line, i) => ({ shipmentId: shipment.id, orderLineId: lineIds[i]!, num: line.num })),
    );
  const shipmentNo = await numberShipment(tx, shipment.id, at);
  await publish(tx, [
    orderEvents.shipmentSent.of({ orderId: order.id, shipmentId: shipment.id, step: 'deliver', remark: '' }),
  ]);
  return { shipmentId: String(shipment.id), shipmentNo, orderStatus };
}
