import { ErrorCode, orderEvents, ShipmentStatus, shipmentMachine } from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { StepTaker } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, staleVersionError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { takeSteps } from '../../../platform/steps/take-steps';
import { throwIfNotReceiver } from '../order-guards';
import { notifyOrderParties } from '../order-notices';
import { orderLines, orders, shipmentLines, shipments } from '../tables';
import { reachableOrders } from './receiving-scope';

type ShipmentState = keyof (typeof shipmentMachine)['states'];
type ShipmentEvent = (typeof shipmentMachine)['transitions'][number]['event'];
export type ShipmentRecord = typeof shipments.$inferSelect;

export const shipmentNotFoundError = () => new BusinessError(ErrorCode.notFound, 'shipment.notFound');

/** Locks an order row: every receiving step of one order runs one after another (lock order, then shipments). */
export async function lockOrder(tx: Tx, orderId: number, actor: StepTaker) {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, orgId: orders.orgId })
    .from(orders)
    .where(and(eq(orders.id, orderId), reachableOrders(actor)))
    .for('update');
  return order;
}

/**
 * Finds a shipment whose order the actor may reach and locks its order, then the shipment itself; another
 * organisation's shipment is "not found".
 */
export async function lockShipment(tx: Tx, actor: StepTaker, shipmentId: number): Promise<ShipmentRecord> {
  const [found] = await tx
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.id, shipmentId), reachableOrders(actor)));
  if (!found || !(await lockOrder(tx, found.orderId, actor))) throw shipmentNotFoundError();
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!shipment) throw shipmentNotFoundError();
  return shipment;
}

/**
 * Shipments step through the shipment machine on orders the taker may reach (the buyer's organisation's
 * receivers too); arrival and acceptance are the order's receivers' (throwIfNotReceiver). An accepted
 * shipment publishes `order.shipmentAccepted`, a rejected one `order.shipmentRejected`.
 */
export const shipmentSteps = bindMachine({
  machine: shipmentMachine,
  table: shipments,
  id: shipments.id,
  status: shipments.status,
  notFound: shipmentNotFoundError,
  scope: (taker, tx) =>
    inArray(shipments.orderId, tx.select({ id: orders.id }).from(orders).where(reachableOrders(taker))),
  stamp: ({ at }) => ({ updatedAt: at }),
  facts: async (tx, row) => {
    const [order] = await tx
      .select({ buyerUserId: orders.buyerUserId, orgId: orders.orgId })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (!order) throw shipmentNotFoundError();
    return { order };
  },
  guards: { throwIfNotReceiver: ({ taker, order }) => throwIfNotReceiver(taker, order) },
  events: ({ row, to, event, remark }) => {
    const payload = { orderId: row.orderId, shipmentId: row.id, step: event, remark };
    if (to === ShipmentStatus.accepted) return [orderEvents.accepted.of(payload)];
    if (to === ShipmentStatus.rejected) return [orderEvents.shipmentRejected.of(payload)];
    return [];
  },
});

/** One step of the shipment machine, writing the new status (and `set`) only where the status read holds. */
export async function stepShipment(
  tx: Tx,
  shipment: ShipmentRecord,
  step: { event: ShipmentEvent; actor: StepTaker; remark?: string; set?: Partial<ShipmentRecord> },
): Promise<ShipmentState> {
  const [taken] = await takeSteps(tx, shipmentSteps, { ids: [shipment.id], ...step });
  return taken!.to;
}

/**
 * Accepts a shipment (by the buyer, or by the system): its arrived pieces count as accepted on their order
 * lines, and pieces registered as not arrived count as rejected: they leave the shipped count, so the order
 * is back in the supplier's queue to deliver them again, and the supplier is told. A shipment accepted by
 * the system without a registered arrival arrived in full. Returns the pieces accepted.
 */
export async function acceptShipment(
  tx: Tx,
  shipment: ShipmentRecord,
  actor: StepTaker,
  event: 'accept' | 'autoAccept',
): Promise<number> {
  const at = now();
  const registered = shipment.status === ShipmentStatus.arrived;
  await stepShipment(tx, shipment, {
    event,
    actor,
    set: { decidedAt: at, arrivedAt: shipment.arrivedAt ?? at, autoAccepted: event === 'autoAccept' },
  });
  if (!registered) {
    await tx
      .update(shipmentLines)
      .set({ arrivedNum: shipmentLines.num })
      .where(eq(shipmentLines.shipmentId, shipment.id));
  }
  const lines = await tx.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, shipment.id));
  let pieces = 0;
  let missingPieces = 0;
  for (const line of lines) {
    const missing = line.num - line.arrivedNum;
    const changed = await tx
      .update(orderLines)
      .set({
        acceptedNum: sql`${orderLines.acceptedNum} + ${line.arrivedNum}`,
        shippedNum: sql`${orderLines.shippedNum} - ${missing}`,
      })
      .where(
        and(
          eq(orderLines.id, line.orderLineId),
          sql`${orderLines.acceptedNum} + ${line.arrivedNum} <= ${orderLines.num}`,
          sql`${orderLines.shippedNum} >= ${missing}`,
        ),
      )
      .returning({ id: orderLines.id });
    if (changed.length === 0) throw staleVersionError();
    pieces += line.arrivedNum;
    missingPieces += missing;
  }
  if (missingPieces > 0) {
    await notifyOrderParties(tx, {
      orderId: shipment.orderId,
      to: ['supplier'],
      key: 'receiving.notice.notArrived',
      params: { shipmentNo: shipment.shipmentNo, pieces: String(missingPieces) },
    });
  }
  return pieces;
}

/** Rejects an arrived shipment with a reason: its pieces leave the shipped count, to be delivered again. */
export async function rejectShipment(tx: Tx, shipment: ShipmentRecord, actor: StepTaker, reason: string) {
  await stepShipment(tx, shipment, {
    event: 'reject',
    actor,
    remark: reason,
    set: { rejectReason: reason.trim(), decidedAt: now() },
  });
  const lines = await tx.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, shipment.id));
  for (const line of lines) {
    const changed = await tx
      .update(orderLines)
      .set({ shippedNum: sql`${orderLines.shippedNum} - ${line.num}` })
      .where(and(eq(orderLines.id, line.orderLineId), sql`${orderLines.shippedNum} >= ${line.num}`))
      .returning({ id: orderLines.id });
    if (changed.length === 0) throw staleVersionError();
  }
}
