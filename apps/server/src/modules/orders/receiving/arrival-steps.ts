import {
  type allArrivalAccept,
  type arrivalRegister,
  type CallOutput,
  ErrorCode,
  ShipmentStatus,
} from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { orderNotFoundError } from '../order-step';
import { shipmentLines, shipments } from '../tables';
import { completeIfAllAccepted } from './order-completion';
import { acceptShipment, lockOrder, lockShipment, rejectShipment, stepShipment } from './shipment-step';

type StepResult = { shipmentId: string; status: string; orderId: string; orderStatus: string };

async function orderStatusOf(tx: Tx, orderId: number, actor: Actor): Promise<string> {
  return (await lockOrder(tx, orderId, actor))?.status ?? '';
}

/**
 * Registers what arrived of a shipment (registerArrival 1→2): per order line 0 to the shipped number; lines
 * not given arrived in full.
 */
export async function registerArrival(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof arrivalRegister>,
): Promise<StepResult> {
  const shipment = await lockShipment(tx, actor, parseId(input.shipmentId));
  await stepShipment(tx, shipment, { event: 'registerArrival', actor, set: { arrivedAt: now() } });
  const lines = await tx.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, shipment.id));
  const given = new Map<number, number>();
  for (const line of input.lines) {
    const onShipment = lines.find((l) => l.orderLineId === parseId(line.orderLineId));
    if (!onShipment) throw fieldError('receiving.lineNotOnShipment', 'lines');
    if (line.num > onShipment.num) throw fieldError('receiving.arrivedTooMany', 'lines');
    given.set(onShipment.id, line.num);
  }
  for (const line of lines) {
    await tx
      .update(shipmentLines)
      .set({ arrivedNum: given.get(line.id) ?? line.num })
      .where(eq(shipmentLines.id, line.id));
  }
  return {
    shipmentId: String(shipment.id),
    status: ShipmentStatus.arrived,
    orderId: String(shipment.orderId),
    orderStatus: await orderStatusOf(tx, shipment.orderId, actor),
  };
}

/** Accepts an arrived shipment (accept 2→3), tells the supplier, and completes the order when all is accepted. */
export async function confirmArrival(tx: Tx, actor: Actor, shipmentId: string): Promise<StepResult> {
  const shipment = await lockShipment(tx, actor, parseId(shipmentId));
  await acceptShipment(tx, shipment, actor, 'accept');
  const order = await lockOrder(tx, shipment.orderId, actor);
  const orderStatus = order ? await completeIfAllAccepted(tx, order, actor, 'complete') : '';
  return {
    shipmentId: String(shipment.id),
    status: ShipmentStatus.accepted,
    orderId: String(shipment.orderId),
    orderStatus,
  };
}

/** Rejects an arrived shipment with a reason (reject 2→4): its pieces may be shipped again; the supplier is told. */
export async function rejectArrival(
  tx: Tx,
  actor: Actor,
  input: { shipmentId: string; reason: string },
): Promise<StepResult> {
  const shipment = await lockShipment(tx, actor, parseId(input.shipmentId));
  await rejectShipment(tx, shipment, actor, input.reason);
  return {
    shipmentId: String(shipment.id),
    status: ShipmentStatus.rejected,
    orderId: String(shipment.orderId),
    orderStatus: await orderStatusOf(tx, shipment.orderId, actor),
  };
}

/** Accepts every arrived shipment of an order at once, then completes it if every piece is accepted. */
export async function acceptAllArrivals(
  tx: Tx,
  actor: Actor,
  orderId: string,
): Promise<CallOutput<typeof allArrivalAccept>> {
  const order = await lockOrder(tx, parseId(orderId), actor);
  if (!order) throw orderNotFoundError();
  const arrived = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), eq(shipments.status, ShipmentStatus.arrived)))
    .orderBy(asc(shipments.id))
    .for('update');
  if (arrived.length === 0) throw new BusinessError(ErrorCode.business, 'receiving.nothingArrived');
  for (const shipment of arrived) await acceptShipment(tx, shipment, actor, 'accept');
  const orderStatus = await completeIfAllAccepted(tx, order, actor, 'complete');
  return { orderId: String(order.id), orderStatus, accepted: arrived.length };
}
