import { availableEvents, type Shipment, shipmentMachine } from '@procuremart/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { isoOrNull, isoText } from '../../platform/ids';
import { isReceiver } from './order-guards';
import { orderLines, orders, shipmentLines, shipments } from './tables';

type ShipmentState = keyof (typeof shipmentMachine)['states'];

/** The shipment steps this user may take now: the machine's, for the order's receivers only. */
function shipmentActions(actor: Actor, status: string, order: { buyerUserId: number; orgId: number | null }) {
  if (!isReceiver(actor, order)) return [];
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
