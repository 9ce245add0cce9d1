import {
  ErrorCode,
  type ParentOrderDetail,
  parentOrderDetailSchema,
  toChineseAmount,
} from '@procuremart/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders, parentOrders } from '../tables';

/** A checkout's own columns (its snapshots), its buyer and organisation, and its amount in Chinese capitals. */
const parentRow = rowReader(
  parentOrderDetailSchema.omit({ orders: true }),
  parentOrders,
  {
    parentOrderId: parentOrders.id,
    buyerName: users.userName,
    orgName: sql<string>`coalesce(${orgs.name}, '')`,
    orgNameEn: sql<string>`coalesce(${orgs.nameEn}, '')`,
    capitalAmount: parentOrders.amount,
  },
  { capitalAmount: toChineseAmount },
);

/** One checkout with its snapshots and its supplier orders (operators see every checkout). */
export async function loadParentOrderDetail(db: Db, parentOrderId: number): Promise<ParentOrderDetail> {
  const [found] = await db
    .select(parentRow.columns)
    .from(parentOrders)
    .innerJoin(users, eq(users.id, parentOrders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, parentOrders.orgId))
    .where(eq(parentOrders.id, parentOrderId));
  if (!found) throw new BusinessError(ErrorCode.notFound, 'orderQuery.parentNotFound');
  const rows = await orderRowsFrom(db).where(eq(orders.parentOrderId, parentOrderId)).orderBy(asc(orders.id));
  return { ...parentRow.toRow(found), orders: rows.map(toOrderRow) };
}
