import type { OrderLine } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pictureUrl } from '../catalog';
import { orderLines } from './tables';

/** The lines of one supplier order, in the order they were placed. */
export async function loadOrderLines(db: Db | Tx, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((line) => ({
    orderLineId: String(line.id),
    skuId: String(line.skuId),
    skuName: line.skuName,
    skuNameEn: line.skuNameEn,
    supplierSkuCode: line.supplierSkuCode,
    model: line.model,
    unit: line.unit,
    brandName: line.brandName,
    brandNameEn: line.brandNameEn,
    picture: pictureUrl(line.pictureKey),
    unitPrice: line.unitPrice,
    taxRate: line.taxRate,
    num: line.num,
    amount: line.amount,
    shippedNum: line.shippedNum,
    acceptedNum: line.acceptedNum,
  }));
}
