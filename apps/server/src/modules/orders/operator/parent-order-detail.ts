import {
  ErrorCode,
  type ParentOrderDetail,
  parentOrderDetailSchema,
  toChineseAmount,
} from '@procuremart/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { visibleOrders } from '../order-access';
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

/**
 * One checkout with its snapshots and those of its supplier orders the actor sees (visibleOrders: every one for
 * operators, a zone operator's organisations'); a checkout none of whose orders it sees is not found.
 */
export async function loadParentOrderDetail(
  db: Db,
  actor: Actor,
  parentOrderId: number,
): Promise<ParentOrderDetail> {
  const rows = await orderRowsFrom(db)
    .where(and(eq(orders.parentOrderId, parentOrderId), visibleOrders(actor)))
    .orderBy(asc(orders.id));
  const [found] =
    rows.length === 0
      ? []
      : await db
          .select(parentRow.columns)
          .from(parentOrders)
          .innerJoin(users, eq(users.id, parentOrders.buyerUserId))
          .leftJoin(orgs, eq(orgs.id, parentOrders.orgId))
          .where(eq(parentOrders.id, parentOrderId));
  if (!found) throw new BusinessError(ErrorCode.notFound, 'orderQuery.parentNotFound');
  return { ...parentRow.toRow(found), orders: rows.map(toOrderRow) };
}
