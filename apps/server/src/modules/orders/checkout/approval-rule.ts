import { type ApprovalFacts, BusinessKind, compareMoney, OrderStatus, sumMoney } from '@procuremart/contract';
import { and, eq, gte, inArray, notInArray, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { businessMonthStart } from '../../../platform/business-time';
import { readParam } from '../../config';
import { type ApprovalPlan, planApproval, startApproval } from '../../process';
import { orders } from '../tables';
import { checkoutCategoryPath } from './checkout-categories';

/** Orders that no longer stand count nothing towards a buyer's month. */
const NOT_STANDING = [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed];

/** What the buyer's orders placed since the start of this business month (China time) come to. */
async function monthToDate(tx: Db | Tx, buyerUserId: number, at: Date): Promise<string> {
  const [row] = await tx
    .select({ total: sum(orders.amount) })
    .from(orders)
    .where(
      and(
        eq(orders.buyerUserId, buyerUserId),
        gte(orders.createdAt, businessMonthStart(at)),
        notInArray(orders.status, NOT_STANDING),
      ),
    );
  return row?.total ?? '0.00';
}

/** What of a checkout its approval reads: its total, pay method (once chosen) and the SKUs of its lines. */
export interface CheckoutFacts {
  payable: string;
  payMethod?: string;
  skuIds: readonly number[];
}

/**
 * The facts a checkout gives its approval, taken of the checkout as a whole — never of its supplier orders one by
 * one, so that splitting a purchase (by shop, unit or the buyer's own groups) escapes nothing: its total (amount),
 * the buyer's department, the pay method, its goods' categories with every category above them, and the budget
 * overrun: when the organisation sets
 * `order.monthlyBuyerLimit` (0 = none), the buyer's standing orders of this calendar month plus this checkout
 * exceed it.
 */
async function checkoutFacts(
  tx: Db | Tx,
  actor: Actor,
  checkout: CheckoutFacts,
  at: Date,
): Promise<ApprovalFacts> {
  const monthlyLimit = await readParam(tx, 'order.monthlyBuyerLimit', actor.orgId);
  const overrun =
    compareMoney(monthlyLimit, '0.00') > 0 &&
    compareMoney(sumMoney(await monthToDate(tx, actor.userId, at), checkout.payable), monthlyLimit) > 0;
  return {
    amount: checkout.payable,
    deptId: actor.orgId,
    ...(checkout.payMethod === undefined ? {} : { payMethod: checkout.payMethod }),
    categoryIds: await checkoutCategoryPath(tx, checkout.skuIds),
    budgetOverrun: overrun,
  };
}

/** A checkout's approval: the plan it runs on (the organisation's order-approval process) and its facts. */
export interface OrderApproval {
  plan: ApprovalPlan;
  facts: ApprovalFacts;
}

/**
 * Whether a checkout waits for approval, and on what: the published order-approval process of the buyer's
 * organisation (else the platform's) applies to its facts. Buyers outside an organisation have none.
 */
export async function planOrderApproval(
  tx: Db | Tx,
  actor: Actor,
  checkout: CheckoutFacts,
  at: Date,
): Promise<OrderApproval | null> {
  if (actor.orgId === null) return null;
  const facts = await checkoutFacts(tx, actor, checkout, at);
  const plan = await planApproval(tx, {
    businessKind: BusinessKind.orderApproval,
    orgId: actor.orgId,
    facts,
  });
  return plan ? { plan, facts } : null;
}

/** Every order of a checkout that waits starts its own approval on the checkout's plan (decided order by order). */
export async function startOrderApprovals(
  tx: Tx,
  approval: OrderApproval,
  buyerUserId: number,
  orderIds: readonly number[],
  at: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  const numbered = await tx
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(orders.id);
  for (const order of numbered) {
    await startApproval(
      tx,
      approval.plan,
      {
        businessKind: BusinessKind.orderApproval,
        subjectId: order.id,
        subjectNo: order.orderNo,
        applicantUserId: buyerUserId,
        facts: approval.facts,
      },
      at,
    );
  }
}
