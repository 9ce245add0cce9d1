import { orderEvents } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscribe } from '../../platform/steps/domain-events';
import { notifyOrderParties } from './order-notices';
import { shipmentLines, shipments } from './tables';

/** A shipment's number with its pieces sent and arrived (registered, or all of them once accepted). */
async function shipmentPieces(tx: Tx, shipmentId: number) {
  const [row] = await tx
    .select({
      shipmentNo: shipments.shipmentNo,
      sent: sql<number>`coalesce(sum(${shipmentLines.num}), 0)::int`,
      arrived: sql<number>`coalesce(sum(${shipmentLines.arrivedNum}), 0)::int`,
    })
    .from(shipments)
    .leftJoin(shipmentLines, eq(shipmentLines.shipmentId, shipments.id))
    .where(eq(shipments.id, shipmentId))
    .groupBy(shipments.id);
  return row;
}

/**
 * A shipment's parties hear of it through the order's shipment events, in the step's transaction: the buyer
 * of a shipment sent (its number and pieces), the supplier of a receiver's acceptance (the pieces that
 * arrived) and of a rejection (with the reason). The system's automatic receipt tells both parties once per
 * order (receiving/auto-receive-job.ts), so its acceptances send nothing here.
 */
export const shipmentNoticeSubscribers = [
  subscribe(orderEvents.shipmentSent, 'orders.notifyShipmentSent', async (tx, { orderId, shipmentId }) => {
    const shipment = await shipmentPieces(tx, shipmentId);
    if (!shipment) return;
    await notifyOrderParties(tx, {
      orderId,
      to: ['buyer'],
      key: 'sales.notice.delivered',
      params: { shipmentNo: shipment.shipmentNo, pieces: String(shipment.sent) },
    });
  }),
  subscribe(
    orderEvents.accepted,
    'orders.notifyShipmentAccepted',
    async (tx, { orderId, shipmentId, step }) => {
      if (step !== 'accept') return;
      const shipment = await shipmentPieces(tx, shipmentId);
      if (!shipment) return;
      await notifyOrderParties(tx, {
        orderId,
        to: ['supplier'],
        key: 'receiving.notice.accepted',
        params: { shipmentNo: shipment.shipmentNo, pieces: String(shipment.arrived) },
      });
    },
  ),
  subscribe(orderEvents.shipmentRejected, 'orders.notifyShipmentRejected', async (tx, payload) => {
    const shipment = await shipmentPieces(tx, payload.shipmentId);
    if (!shipment) return;
    await notifyOrderParties(tx, {
      orderId: payload.orderId,
      to: ['supplier'],
      key: 'receiving.notice.rejected',
      params: { shipmentNo: shipment.shipmentNo, reason: payload.remark },
    });
  }),
];
