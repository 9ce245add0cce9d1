import { ErrorCode, isAwaitingPayment, ORDER_PERMISSION, PayStatus } from '@procuremart/contract';
import type { StepTaker } from '../../platform/actor';
import type { GuardFacts, Refusal } from '../../platform/steps/machine-binding';
import type { orders } from './tables';

type OrderRow = typeof orders.$inferSelect;

/** What the order machine's guards know beside the order row: whether every ordered piece is accepted. */
export interface OrderFacts {
  allAccepted: boolean;
}

const forbidden: Refusal = { code: ErrorCode.forbidden, key: 'error.forbidden' };

/** The buyer, or a user of the buyer's organisation who receives for it (access code arrivalForOrg). */
export function isReceiver(actor: StepTaker, order: { buyerUserId: number; orgId: number | null }): boolean {
  if (actor.kind !== 'purchaser') return false;
  if (order.buyerUserId === actor.userId) return true;
  return (
    order.orgId !== null &&
    order.orgId === actor.orgId &&
    actor.menuCodes.includes(ORDER_PERMISSION.acceptance)
  );
}

type OrderGuard = (facts: GuardFacts<OrderRow, OrderFacts>) => Refusal | null;

/** The rules the order machine's steps name, over the order row and its facts. */
export const orderGuards: Record<string, OrderGuard> = {
  /** Approvers decide on their own organisation's orders, never on one they placed themselves. */
  throwIfOwnOrder: ({ row, taker }) => {
    // The approval engine refused the applicant's own tasks before it ended the approval.
    if (taker.kind === 'system') return null;
    if (taker.kind !== 'purchaser' || row.orgId === null || row.orgId !== taker.orgId) return forbidden;
    return row.buyerUserId === taker.userId ? 'order.ownOrderApproval' : null;
  },
  /** Only the person who placed an order cancels it. */
  throwIfNotBuyer: ({ row, taker }) => (row.buyerUserId === taker.userId ? null : 'order.onlyBuyer'),
  /** An online-payment order reaches the supplier only once paid. */
  throwIfAwaitingPayment: ({ row }) => (isAwaitingPayment(row) ? 'order.awaitingPayment' : null),
  /** An order completes only when every ordered piece is on an accepted shipment. */
  throwIfNotAllAccepted: ({ allAccepted }) => (allAccepted ? null : 'order.notAllAccepted'),
  /** A paid order is never cancelled for want of payment. */
  throwIfPaid: ({ row }) => (row.payStatus === PayStatus.unpaid ? null : 'order.alreadyPaid'),
};

/** The shipment machine's rule: arrival and acceptance by the order's buyer or the organisation's receivers. */
export const throwIfNotReceiver = (
  taker: StepTaker,
  order: { buyerUserId: number; orgId: number | null },
): Refusal | null => (taker.kind === 'system' || isReceiver(taker, order) ? null : forbidden);
