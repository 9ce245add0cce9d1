import { ErrorCode, type OrderResult, toChineseAmount } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { idText, isoText, parseId } from '../../../platform/ids';
import { suppliers } from '../../catalog/shared-tables';
import { bankTransferDetails } from '../payment/pay-methods';
import { orders, parentOrders } from '../tables';

const notFound = () => new BusinessError(ErrorCode.notFound, 'order.notFound');

/** One checkout of the caller's own (anyone else's does not exist for it): parent and supplier orders. */
export async function loadOrderResult(
  db: Db | Tx,
  actor: Actor,
  parentOrderId: number,
): Promise<OrderResult> {
  const [parent] = await db
    .select()
    .from(parentOrders)
    .where(and(eq(parentOrders.id, parentOrderId), eq(parentOrders.buyerUserId, actor.userId)));
  if (!parent) throw notFound();
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      supplierId: orders.supplierId,
      supplierName: suppliers.name,
      supplierNameEn: suppliers.nameEn,
      amount: orders.amount,
      status: orders.status,
      payStatus: orders.payStatus,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.parentOrderId, parent.id))
    .orderBy(asc(orders.id));
  return {
    parentOrderId: idText(parent.id),
    parentOrderNo: parent.parentOrderNo,
    payable: parent.amount,
    payableInWords: toChineseAmount(parent.amount),
    payMethod: parent.payMethod,
    createdAt: isoText(parent.createdAt),
    orders: rows.map((row) => ({
      orderId: idText(row.id),
      orderNo: row.orderNo,
      supplierId: idText(row.supplierId),
      supplierName: row.supplierName,
      supplierNameEn: row.supplierNameEn,
      amount: row.amount,
      orderStatus: row.status,
      payStatus: row.payStatus,
    })),
    bankTransfer: await bankTransferDetails(db),
  };
}

/** peb_getOrderResult: a wire id that names no row is the same "not found". */
export function getOrderResultFor(db: Db, actor: Actor, parentOrderId: string): Promise<OrderResult> {
  let id: number;
  try {
    id = parseId(parentOrderId);
  } catch {
    throw notFound();
  }
  return loadOrderResult(db, actor, id);
}
