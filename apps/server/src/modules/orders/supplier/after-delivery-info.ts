import { ErrorCode, type Shipment, ShipmentStatus } from '@procuremart/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, staleVersionError } from '../../../platform/errors';
import { visibleOrders } from '../order-access';
import { loadShipments } from '../order-shipments';
import { orders, shipments } from '../tables';
import { type DeliveryWay, deliveryColumns } from './deliver-goods';

const OPEN: string[] = [ShipmentStatus.shipped, ShipmentStatus.arrived];

/**
 * Corrects a shipment's carrier and waybill (or its own deliverer) and remark, for the order's supplier,
 * while the buyer has not accepted or rejected it (checked again in the update, so a decision in between
 * wins).
 */
export async function saveAfterDeliveryInfo(
  tx: Tx,
  actor: Actor,
  input: DeliveryWay & { shipmentId: number },
): Promise<Shipment> {
  const [shipment] = await tx
    .select({ id: shipments.id, status: shipments.status, remark: shipments.remark })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.id, input.shipmentId), visibleOrders(actor)))
    .for('update', { of: shipments });
  if (!shipment) throw new BusinessError(ErrorCode.notFound, 'shipment.notFound');
  if (!OPEN.includes(shipment.status)) throw new BusinessError(ErrorCode.business, 'sales.shipmentDecided');
  const changed = await tx
    .update(shipments)
    .set({
      ...deliveryColumns(input),
      remark: input.remark ?? shipment.remark,
      updatedAt: now(),
    })
    .where(and(eq(shipments.id, shipment.id), inArray(shipments.status, OPEN)))
    .returning({ id: shipments.id });
  if (changed.length === 0) throw staleVersionError();
  const [saved] = await loadShipments(tx, actor, { shipmentIds: [shipment.id] });
  if (!saved) throw new BusinessError(ErrorCode.notFound, 'shipment.notFound');
  return saved;
}
