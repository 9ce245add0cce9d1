import { ErrorCode, type ParentOrderDetail, toChineseAmount } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { isoText } from '../../../platform/ids';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders, parentOrders } from '../tables';

/** One checkout with its snapshots and its supplier orders (operators see every checkout). */
export async function loadParentOrderDetail(db: Db, parentOrderId: number): Promise<ParentOrderDetail> {
  const [found] = await db
    .select({ parent: parentOrders, buyerName: users.userName, orgName: orgs.name, orgNameEn: orgs.nameEn })
    .from(parentOrders)
    .innerJoin(users, eq(users.id, parentOrders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, parentOrders.orgId))
    .where(eq(parentOrders.id, parentOrderId));
  if (!found) throw new BusinessError(ErrorCode.notFound, 'orderQuery.parentNotFound');
  const { parent } = found;
  const rows = await orderRowsFrom(db).where(eq(orders.parentOrderId, parentOrderId)).orderBy(asc(orders.id));
  return {
    parentOrderId: String(parent.id),
    parentOrderNo: parent.parentOrderNo,
    buyerName: found.buyerName,
    orgName: found.orgName ?? '',
    orgNameEn: found.orgNameEn ?? '',
    channel: parent.channel,
    payMethod: parent.payMethod,
    invoiceType: parent.invoiceType,
    invoiceTitle: parent.invoiceTitle,
    invoiceCreditCode: parent.invoiceCreditCode,
    receiverName: parent.receiverName,
    receiverMobile: parent.receiverMobile,
    receiverPhone: parent.receiverPhone,
    receiverAddress: parent.receiverAddress,
    goodsAmount: parent.goodsAmount,
    freight: parent.freight,
    amount: parent.amount,
    capitalAmount: toChineseAmount(parent.amount),
    createdAt: isoText(parent.createdAt),
    orders: rows.map(toOrderRow),
  };
}
