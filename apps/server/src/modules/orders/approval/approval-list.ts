import {
  type ApprovalDecision,
  type ApprovalRow,
  type AuditTab,
  OrderStatus,
  orderMachine,
  type Page,
  queryApproveOrderList,
} from '@procuremart/contract';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { statusHistory } from '../../../platform/audit/tables';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runAuditList } from '../../../platform/lists';
import { readStatusHistory } from '../../../platform/steps/status-history';
import { users } from '../../identity/shared-tables';
import { orderCountFrom, orderListFilterTargets, orderListSorts } from '../buyer/order-list-query';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders } from '../tables';

type Query = ParsedInput<typeof queryApproveOrderList>;

/** The order machine's events that decide an approval. */
const DECISIONS = ['approve', 'reject'] as const;

/** The approval list's rows and filters; which orders it holds depends on the approver (approvalTabs). */
const approvalList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: filtersOf(queryApproveOrderList, {
    tab: appliedApart(),
    buyerName: [users.userName, users.username],
    ...orderListFilterTargets,
  }),
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/**
 * pending: the organisation's orders awaiting approval that someone else placed; decided: the orders
 * this approver approved or rejected.
 */
function approvalTabs(actor: Actor): Record<AuditTab, SQL> {
  const decidedByMe = sql`exists (select 1 from ${statusHistory} where ${and(
    eq(statusHistory.machine, orderMachine.name),
    eq(statusHistory.targetId, orders.id),
    eq(statusHistory.userId, actor.userId),
    inArray(statusHistory.event, [...DECISIONS]),
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

/** The latest approval decision of each order (approved or rejected: who, when, the comment). */
async function latestDecisions(db: Db, orderIds: number[]): Promise<Map<number, ApprovalDecision>> {
  const entries = await readStatusHistory(db, {
    machine: orderMachine,
    targetIds: orderIds,
    events: DECISIONS,
    order: 'oldest',
    names: { id: users.id, name: users.userName },
  });
  return new Map(
    entries.map((entry) => [
      entry.targetId,
      {
        event: entry.event as ApprovalDecision['event'],
        approverName: entry.username ?? '',
        decidedAt: entry.createdAt,
        remark: entry.remark,
      },
    ]),
  );
}

export async function listOrdersToApprove(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<ApprovalRow> & { tabCounts: Record<AuditTab, number> }> {
  const page = await runAuditList(
    db,
    { ...approvalList, where: visibleOrders(actor) },
    query,
    approvalTabs(actor),
  );
  const decisions = await latestDecisions(
    db,
    page.rows.map((row) => Number(row.orderId)),
  );
  const rows = page.rows.map((row) => ({ ...row, decision: decisions.get(Number(row.orderId)) ?? null }));
  return { ...page, rows };
}
