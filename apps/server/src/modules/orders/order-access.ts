import { ORDER_PERMISSION, PayStatus, PayType } from '@procuremart/contract';
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { StepTaker } from '../../platform/actor';
import { orders } from './tables';

/** Purchaser pages that show every order of the user's organisation, not only the user's own. */
const ORG_WIDE: readonly string[] = [
  ORDER_PERMISSION.approval,
  ORDER_PERMISSION.orgOrders,
  ORDER_PERMISSION.orgReceiving,
];

/** An online-payment order not paid yet: it has not reached the supplier. */
export const awaitingOnlinePayment = and(
  eq(orders.payMethod, PayType.online),
  eq(orders.payStatus, PayStatus.unpaid),
) as SQL;

/**
 * The supplier orders an actor may read or act on, as one WHERE condition from the session: a purchaser its
 * own orders, and its organisation's when it approves orders or queries the organisation's orders; a
 * supplier its own supplier record's, once they have reached it (paid, when paid online); an operator and
 * the system every order.
 */
export function visibleOrders(actor: StepTaker): SQL | undefined {
  switch (actor.kind) {
    case 'operator':
    case 'system':
      return undefined;
    case 'supplier':
      return actor.supplierId === null
        ? sql`false`
        : and(eq(orders.supplierId, actor.supplierId), not(awaitingOnlinePayment));
    case 'purchaser': {
      const own = eq(orders.buyerUserId, actor.userId);
      if (actor.orgId === null || !actor.menuCodes.some((code) => ORG_WIDE.includes(code))) return own;
      return or(own, eq(orders.orgId, actor.orgId));
    }
  }
}
