import { compareMoney, OrderStatus, sumMoney } from '@procuremart/contract';
import { and, eq, gte, notInArray, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { businessMonthStart } from '../../../platform/business-time';
import { readParam } from '../../config';
import { orders } from '../tables';

/** Why a checkout waits for its organisation's approval. */
export type ApprovalReason = 'threshold' | 'monthlyLimit';

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

/**
 * The one approval rule of a checkout, applied to the checkout as a whole — never to its supplier orders
 * one by one, so that splitting a purchase (by shop, unit or the buyer's own groups) escapes nothing:
 * - its total exceeds the organisation's `order.approvalThreshold`;
 * - or, when the organisation sets `order.monthlyBuyerLimit` (0 = none), the buyer's standing orders of
 *   this calendar month plus this checkout exceed it.
 * Every order of a checkout with a reason waits for approval. Buyers outside an organisation have none.
 */
export async function approvalReasons(
  tx: Db | Tx,
  actor: Actor,
  payable: string,
  at: Date,
): Promise<ApprovalReason[]> {
  if (actor.orgId === null) return [];
  const reasons: ApprovalReason[] = [];
  const threshold = await readParam(tx, 'order.approvalThreshold', actor.orgId);
  if (compareMoney(payable, threshold) > 0) reasons.push('threshold');
  const monthlyLimit = await readParam(tx, 'order.monthlyBuyerLimit', actor.orgId);
  if (compareMoney(monthlyLimit, '0.00') > 0) {
    const month = sumMoney(await monthToDate(tx, actor.userId, at), payable);
    if (compareMoney(month, monthlyLimit) > 0) reasons.push('monthlyLimit');
  }
  return reasons;
}
