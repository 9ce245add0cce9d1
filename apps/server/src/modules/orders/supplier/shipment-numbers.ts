import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { businessDay } from '../checkout/order-numbers';
import { shipments } from '../tables';

/**
 * A shipment's number, as orders are numbered: S, the business day (China time) and the row's own id,
 * e.g. S2026112600000007. Unique because ids are.
 */
export async function numberShipment(tx: Tx, shipmentId: number, at: Date): Promise<string> {
  const [row] = await tx
    .update(shipments)
    .set({
      shipmentNo: sql`${`S${businessDay(at)}`} || lpad(${shipments.id}::text, greatest(8, length(${shipments.id}::text)), '0')`,
    })
    .where(eq(shipments.id, shipmentId))
    .returning({ shipmentNo: shipments.shipmentNo });
  return row?.shipmentNo ?? '';
}
