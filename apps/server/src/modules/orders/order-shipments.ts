import {
  availableEvents,
  OrderStatus,
  type Shipment,
  ShipmentStatus,
  shipmentMachine,
} from '@procuremart/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { isoOrNull, isoText } from '../../platform/ids';
import { throwIfNotReceiver } from './order-guards';
import { orderLines, orders, shipmentLines, shipments } from './tables';

type ShipmentState = keyof (typeof shipmentMachine)['states'];

// What an order's shipments say about it, for its lists (facts derived from shipments, not status codes).

/**
 * Pieces of the order on no shipment on its way or accepted: never shipped, on a rejected shipment, or
 * registered as not arrived. The supplier still has to deliver them.
 */
export const piecesToShip = sql<number>`(select coalesce(sum(${orderLines.num} - ${orderLines.shippedNum}), 0)::int
  from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/** Pieces on shipments shipped or arrived and not yet accepted or rejected: the buyer's to accept. */
export const piecesToAccept = sql<number>`(select coalesce(sum(${shipmentLines.num}), 0)::int
  from ${shipmentLines} join ${shipments} on ${shipments.id} = ${shipmentLines.shipmentId}
  where ${shipments.orderId} = ${orders.id}
    and ${shipments.status} in (${ShipmentStatus.shipped}, ${ShipmentStatus.arrived}))`;

/** Orders the supplier has to deliver to: awaiting delivery, or delivered in part with pieces still to ship. */
export const awaitingDelivery = or(
  eq(orders.status, OrderStatus.awaitingDelivery),
  and(eq(orders.status, OrderStatus.delivered), sql`${piecesToShip} > 0`),
) as SQL;

/** Delivered orders with goods on their way or arrived that wait for the buyer's acceptance. */
export const awaitingAcceptance = and(
  eq(orders.status, OrderStatus.delivered),
  sql`${piecesToAccept} > 0`,
) as SQL;

/** The shipment steps this user may take now: the machine's, where its guard (the order's receivers) lets it. */
function shipmentActions(actor: Actor, status: string, order: { buyerUserId: number; orgId: number | null }) {
  if (throwIfNotReceiver(actor, order) !== null) return [];
  return availableEvents(shipmentMachine, status as ShipmentState, {
    kind: actor.kind,
    permissions: actor.menuCodes,
  });
}

/**
 * Shipments with their lines and the steps open to the actor, newest first. The caller has already limited
 * `shipmentIds` (or the order) to what the actor may see.
 */
export async function loadShipments(
  db: Db | Tx,
  actor: Actor,
  where: { orderId: number } | { shipmentIds: number[] },
): Promise<Shipment[]> {
  const condition =
    'orderId' in where ? eq(shipments.orderId, where.orderId) : inArray(shipments.id, where.shipmentIds);
  if ('shipmentIds' in where && where.shipmentIds.length === 0) return [];
  const rows = await db
    .select({ shipment: shipments, buyerUserId: orders.buyerUserId, orgId: orders.orgId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(condition)
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: shipmentLines, orderLine: orderLines })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((r) => r.shipment.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map(({ shipment, ...order }) => ({
    shipmentId: String(shipment.id),
    shipmentNo: shipment.shipmentNo,
    orderId: String(shipment.orderId),
    status: shipment.status,
    carrier: shipment.carrier,
    waybillNo: shipment.waybillNo,
    delivererName: shipment.delivererName,
    delivererMobile: shipment.delivererMobile,
    remark: shipment.remark,
    rejectReason: shipment.rejectReason,
    autoAccepted: shipment.autoAccepted,
    createdAt: isoText(shipment.createdAt),
    arrivedAt: isoOrNull(shipment.arrivedAt),
    decidedAt: isoOrNull(shipment.decidedAt),
    lines: lines
      .filter((l) => l.line.shipmentId === shipment.id)
      .map(({ line, orderLine }) => ({
        orderLineId: String(line.orderLineId),
        skuName: orderLine.skuName,
        skuNameEn: orderLine.skuNameEn,
        model: orderLine.model,
        unit: orderLine.unit,
        num: line.num,
        arrivedNum: line.arrivedNum,
      })),
    actions: shipmentActions(actor, shipment.status, order),
  }));
}
