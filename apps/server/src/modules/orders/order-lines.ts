import { type OrderLine, orderLineSchema } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowReader } from '../../platform/row-reader';
import { pictureUrl } from '../catalog';
import { orderLines } from './tables';

/** An order line as it was placed (its snapshot), with its picture's address. */
const lineRow = rowReader(
  orderLineSchema,
  orderLines,
  { orderLineId: orderLines.id, picture: orderLines.pictureKey },
  { picture: pictureUrl },
);

/** The lines of one supplier order, in the order they were placed. */
export async function loadOrderLines(db: Db | Tx, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select(lineRow.columns)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map(lineRow.toRow);
}
