import {
  type ApprovalDecision,
  type ApprovalRow,
  ApprovalTaskStatus,
  type AuditTab,
  BusinessKind,
  OrderStatus,
  type Page,
  queryApproveOrderList,
} from '@procuremart/contract';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runAuditList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { decisionsOf } from '../../process';
import { approvalRuns, approvalTasks } from '../../process/shared-tables';
import { orderCountFrom, orderListFilterTargets, orderListSorts } from '../buyer/order-list-query';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders } from '../tables';

type Query = ParsedInput<typeof queryApproveOrderList>;

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

/** An order-approval task of this approver on the order, in one of these states. */
const myTask = (actor: Actor, statuses: number[]) =>
  sql`exists (select 1 from ${approvalTasks} inner join ${approvalRuns} on ${approvalRuns.id} = ${approvalTasks.runId}
    where ${and(
      eq(approvalRuns.businessKind, BusinessKind.orderApproval),
      eq(approvalRuns.subjectId, orders.id),
      eq(approvalTasks.approverUserId, actor.userId),
      inArray(approvalTasks.status, statuses),
    )})`;

/**
 * pending: the orders awaiting approval with an open task of this approver (the engine never gives anyone a task
 * on its own request); decided: the orders this approver approved or rejected.
 */
function approvalTabs(actor: Actor): Record<AuditTab, SQL> {
  return {
    pending: and(
      eq(orders.status, OrderStatus.awaitingApproval),
      ne(orders.buyerUserId, actor.userId),
      myTask(actor, [ApprovalTaskStatus.open]),
    ) as SQL,
    decided: myTask(actor, [ApprovalTaskStatus.approved, ApprovalTaskStatus.rejected]),
  };
}

/** The latest approval decision of each order (approved or rejected: who, when, the comment). */
async function latestDecisions(db: Db, orderIds: number[]): Promise<Map<number, ApprovalDecision>> {
  const decided = await decisionsOf(db, BusinessKind.orderApproval, orderIds);
  return new Map(
    [...decided].map(([orderId, decision]) => [
      orderId,
      {
        event: decision.approved ? 'approve' : 'reject',
        approverName: decision.approverName,
        decidedAt: decision.decidedAt,
        remark: decision.remark,
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
