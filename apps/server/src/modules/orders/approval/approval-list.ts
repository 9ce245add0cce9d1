import {
  type ApprovalTab,
  type OrderRow,
  OrderStatus,
  orderMachine,
  type Page,
  type queryApproveOrderList,
} from '@procuremart/contract';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { contains, defineListQuery, listWhere, runList } from '../../../platform/lists';
import { statusHistory } from '../../audit/tables';
import { users } from '../../identity/tables';
import { countTabs, orderCountFrom, orderListFilterSpecs, orderListSorts } from '../buyer/order-list-query';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders } from '../tables';

type Query = ParsedInput<typeof queryApproveOrderList>;

/** The approval list's rows and filters; which orders it holds depends on the approver (approvalTabs). */
const approvalList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: { buyerName: contains(users.userName, users.username), ...orderListFilterSpecs },
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/**
 * pending: the organisation's orders awaiting approval that someone else placed; decided: the orders
 * this approver approved or rejected.
 */
function approvalTabs(actor: Actor): Record<ApprovalTab, SQL> {
  const decidedByMe = sql`exists (select 1 from ${statusHistory} where ${and(
    eq(statusHistory.machine, orderMachine.name),
    eq(statusHistory.targetId, orders.id),
    eq(statusHistory.userId, actor.userId),
    inArray(statusHistory.event, ['approve', 'reject']),
  )})`;
  const inMyOrg = actor.orgId === null ? sql`false` : eq(orders.orgId, actor.orgId);
  return {
    pending: and(
      inMyOrg,
      eq(orders.status, OrderStatus.awaitingApproval),
      ne(orders.buyerUserId, actor.userId),
    ) as SQL,
    decided: decidedByMe,
  };
}

export async function listOrdersToApprove(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<OrderRow> & { tabCounts: Record<ApprovalTab, number> }> {
  const tabs = approvalTabs(actor);
  const scope = visibleOrders(actor);
  const page = await runList(db, { ...approvalList, where: and(scope, tabs[query.tab ?? 'pending']) }, query);
  const tabCounts = await countTabs(db, and(scope, listWhere(approvalList, query)), tabs);
  return { ...page, tabCounts };
}
