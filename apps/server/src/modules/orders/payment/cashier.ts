import {
  type Cashier,
  ErrorCode,
  isPayableOrder,
  OrderStatus,
  PayStatus,
  sumMoney,
} from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { readParam } from '../../config';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders, parentOrders } from '../tables';
import type { PaymentGateway } from './gateway';
import { allowedPayMethods, bankTransferDetails } from './pay-methods';

/** An order waits for payment once it is past approval (awaiting the supplier) and not yet paid. */
export const isPayable = (order: { status: string; payStatus: string }): boolean =>
  isPayableOrder({ orderStatus: order.status, payStatus: order.payStatus });

/** Unpaid and still awaiting approval: its payment opens once it is approved. */
export const isUnpaidAwaitingApproval = (order: { status: string; payStatus: string }): boolean =>
  order.status === OrderStatus.awaitingApproval && order.payStatus === PayStatus.unpaid;

/** Still open (before the supplier's confirmation) and unpaid: its pay method may still change. */
export const isOpenUnpaid = (order: { status: string; payStatus: string }): boolean =>
  (order.status === OrderStatus.awaitingApproval || order.status === OrderStatus.awaitingConfirmation) &&
  order.payStatus === PayStatus.unpaid;

/** One of the buyer's own checkouts (never another's, whatever id the client sends); locked when asked. */
export async function buyersParentOrder(db: Db | Tx, actor: Actor, parentOrderId: number, lock = false) {
  const query = db
    .select({
      id: parentOrders.id,
      parentOrderNo: parentOrders.parentOrderNo,
      payMethod: parentOrders.payMethod,
    })
    .from(parentOrders)
    .where(and(eq(parentOrders.id, parentOrderId), eq(parentOrders.buyerUserId, actor.userId)));
  const [parent] = lock ? await query.for('update') : await query;
  if (!parent) throw new BusinessError(ErrorCode.notFound, 'order.notFound');
  return parent;
}

/** The cashier of a checkout: its orders, what is payable now, the methods this buyer may choose. */
export async function loadCashier(
  db: Db,
  actor: Actor,
  parentOrderId: number,
  gateway: PaymentGateway | null,
): Promise<Cashier> {
  const parent = await buyersParentOrder(db, actor, parentOrderId);
  const rows = await orderRowsFrom(db)
    .where(and(eq(orders.parentOrderId, parent.id), eq(orders.buyerUserId, actor.userId)))
    .orderBy(asc(orders.id));
  const list = rows.map(toOrderRow).map((order) => ({ ...order, payable: isPayableOrder(order) }));
  return {
    parentOrderId: String(parent.id),
    parentOrderNo: parent.parentOrderNo,
    payMethod: parent.payMethod,
    orders: list,
    payable: sumMoney('0', ...list.filter((o) => o.payable).map((o) => o.amount)),
    awaitingApproval: list.some((o) =>
      isUnpaidAwaitingApproval({ status: o.orderStatus, payStatus: o.payStatus }),
    ),
    payMethods: await allowedPayMethods(db, actor, gateway),
    bankTransfer: await bankTransferDetails(db),
    unpaidCancelHours: await readParam(db, 'order.unpaidCancelHours'),
  };
}
