import { ApprovalRunStatus, BusinessKind, OrderStatus } from '@procuremart/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { planApproval, startApproval } from '../../process';
import { approvalRuns } from '../../process/shared-tables';
import { orders, parentOrders } from '../tables';

/**
 * Orders waiting for approval without a running approval (placed before the approval engine, or written
 * directly by a fixture) start one on their organisation's process now, with their checkout's total as the
 * amount; they wait already, so the process's first level takes them where none of its conditions holds. Run at
 * every start: nothing waits for approval without someone who can decide it.
 */
export async function adoptAwaitingApprovals(tx: Tx, at: Date = new Date()): Promise<number> {
  const waiting = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orgId: orders.orgId,
      buyerUserId: orders.buyerUserId,
      payMethod: parentOrders.payMethod,
      amount: parentOrders.amount,
    })
    .from(orders)
    .innerJoin(parentOrders, eq(parentOrders.id, orders.parentOrderId))
    .where(
      and(
        eq(orders.status, OrderStatus.awaitingApproval),
        isNotNull(orders.orgId),
        sql`not exists (select 1 from ${approvalRuns} where ${approvalRuns.businessKind} = ${BusinessKind.orderApproval}
          and ${approvalRuns.subjectId} = ${orders.id} and ${approvalRuns.status} = ${ApprovalRunStatus.running})`,
      ),
    )
    .orderBy(orders.id);
  for (const order of waiting) {
    const facts = { amount: order.amount, deptId: order.orgId, payMethod: order.payMethod };
    const plan = await planApproval(tx, {
      businessKind: BusinessKind.orderApproval,
      orgId: order.orgId!,
      facts,
      required: true,
    });
    if (!plan) continue;
    const subject = {
      businessKind: BusinessKind.orderApproval,
      subjectId: order.id,
      subjectNo: order.orderNo,
      applicantUserId: order.buyerUserId,
      facts,
    };
    await startApproval(tx, plan, subject, at);
  }
  return waiting.length;
}
