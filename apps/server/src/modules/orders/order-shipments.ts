import {
  availableEvents,
  OrderStatus,
  type Shipment,
  ShipmentStatus,
  shipmentLineSchema,
  shipmentMachine,
  shipmentSchema,
} from '@procuremart/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { rowReader } from '../../platform/row-reader';
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
function shipmentActions(actor: Actor, facts: { status: string; buyerUserId: number; orgId: number | null }) {
  if (throwIfNotReceiver(actor, facts) !== null) return [];
  return availableEvents(shipmentMachine, facts.status as ShipmentState, {
    kind: actor.kind,
    permissions: actor.menuCodes,
  });
}

/** A shipment as `actor` sees it: its own columns and the steps it may take (lines are read apart). */
const shipmentRow = (actor: Actor) =>
  rowReader(
    shipmentSchema.omit({ lines: true }),
    shipments,
    {
      shipmentId: shipments.id,
      actions: { status: shipments.status, buyerUserId: orders.buyerUserId, orgId: orders.orgId },
    },
    { actions: (facts: Parameters<typeof shipmentActions>[1]) => shipmentActions(actor, facts) },
  );

/** A shipped line with its order line's snapshot, and the shipment it is on. */
const lineRow = rowReader(shipmentLineSchema.extend({ shipmentId: z.number() }), shipmentLines, {
  skuName: orderLines.skuName,
  skuNameEn: orderLines.skuNameEn,
  model: orderLines.model,
  unit: orderLines.unit,
});

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
  const row = shipmentRow(actor);
  const rows = (
    await db
      .select(row.columns)
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(condition)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
  ).map(row.toRow);
  if (rows.length === 0) return [];
  const lines = (
    await db
      .select(lineRow.columns)
      .from(shipmentLines)
      .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
      .where(
        inArray(
          shipmentLines.shipmentId,
          rows.map((r) => Number(r.shipmentId)),
        ),
      )
      .orderBy(asc(orderLines.id))
  ).map(lineRow.toRow);
  return rows.map((shipment) => ({
    ...shipment,
    lines: lines
      .filter((line) => String(line.shipmentId) === shipment.shipmentId)
      .map(({ shipmentId: _shipment, ...line }) => line),
  }));
}
