import { ErrorCode, type OrderResult, orderResultSchema, toChineseAmount } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { rowReader } from '../../../platform/row-reader';
import { suppliers } from '../../catalog/shared-tables';
import { bankTransferDetails } from '../payment/pay-methods';
import { orders, parentOrders } from '../tables';

const notFound = () => new BusinessError(ErrorCode.notFound, 'order.notFound');

/** A checkout's own columns, its amount in words. */
const checkoutRow = rowReader(
  orderResultSchema.omit({ orders: true, bankTransfer: true }),
  parentOrders,
  { parentOrderId: parentOrders.id, payable: parentOrders.amount, payableInWords: parentOrders.amount },
  { payableInWords: toChineseAmount },
);

/** A supplier order of the checkout with its supplier's names. */
const placedRow = rowReader(orderResultSchema.shape.orders.element, orders, {
  orderId: orders.id,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  orderStatus: orders.status,
});

/** One checkout of the caller's own (anyone else's does not exist for it): parent and supplier orders. */
export async function loadOrderResult(
  db: Db | Tx,
  actor: Actor,
  parentOrderId: number,
): Promise<OrderResult> {
  const [parent] = await db
    .select(checkoutRow.columns)
    .from(parentOrders)
    .where(and(eq(parentOrders.id, parentOrderId), eq(parentOrders.buyerUserId, actor.userId)));
  if (!parent) throw notFound();
  const rows = await db
    .select(placedRow.columns)
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.parentOrderId, parentOrderId))
    .orderBy(asc(orders.id));
  return {
    ...checkoutRow.toRow(parent),
    orders: rows.map(placedRow.toRow),
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
