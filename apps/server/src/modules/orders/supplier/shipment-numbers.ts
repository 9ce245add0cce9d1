import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { nextNumber } from '../../config';
import { shipmentNumbering } from '../order-numbering';
import { shipments } from '../tables';

/** Gives a shipment its number (see order-numbering.ts). */
export async function numberShipment(tx: Tx, shipmentId: number, at: Date): Promise<string> {
  const shipmentNo = await nextNumber(tx, shipmentNumbering, at);
  await tx.update(shipments).set({ shipmentNo }).where(eq(shipments.id, shipmentId));
  return shipmentNo;
}
