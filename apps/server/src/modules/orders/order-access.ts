import {
  DataResource,
  ORDER_PERMISSION,
  OrderStatus,
  orderMachine,
  PayStatus,
  PayType,
} from '@procuremart/contract';
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StepTaker } from '../../platform/actor';
import { statusHistory } from '../../platform/audit/tables';
import { type Owners, rowScope } from '../../platform/scope';
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
 * An order above its organisation's approval threshold reaches the supplier when it is approved (00 → 01);
 * one still awaiting approval, or rejected or cancelled before approval, is the buyer organisation's own
 * business and never shown to the supplier.
 */
export const approvedForSupplier = or(
  not(orders.needsApproval),
  sql`exists (select 1 from ${statusHistory} where ${statusHistory.machine} = ${orderMachine.name}
    and ${statusHistory.targetId} = ${orders.id}
    and ${statusHistory.fromStatus} = ${OrderStatus.awaitingApproval}
    and ${statusHistory.toStatus} = ${OrderStatus.awaitingConfirmation})`,
) as SQL;

/** The order has reached its supplier: approved when it had to be, paid when paid online. */
export const reachedSupplier = and(approvedForSupplier, not(awaitingOnlinePayment)) as SQL;

/** Whose an order is, for the row scope and the data permissions for orders. */
const orderOwners: Owners = {
  org: orders.orgId,
  unit: orders.orgUnitId,
  user: orders.buyerUserId,
  supplier: orders.supplierId,
  resource: DataResource.order,
};

/**
 * The supplier orders an actor may read or act on, as one WHERE condition from the session (platform/scope.ts
 * rowScope, which reads the actor's data permissions for orders): a purchaser its own orders, and its
 * organisation's (or what its stations' data permission reaches) when it approves orders or queries the
 * organisation's orders; a supplier its own supplier record's, once they have reached it (approved, when above
 * the approval threshold; paid, when paid online); an operator every order, or its data permission's (a zone
 * operator's organisations); the system every order.
 */
export function visibleOrders(actor: StepTaker): SQL | undefined {
  switch (actor.kind) {
    case 'system':
      return undefined;
    case 'operator':
      return rowScope(actor, orderOwners);
    case 'supplier':
      return and(rowScope(actor, orderOwners), reachedSupplier);
    case 'purchaser': {
      const own = eq(orders.buyerUserId, actor.userId);
      if (actor.orgId === null || !actor.menuCodes.some((code) => ORG_WIDE.includes(code))) return own;
      return or(own, rowScope(actor, orderOwners));
    }
  }
}

/** Whether the order has reached its supplier (its confirmation queue shows it). */
export async function hasReachedSupplier(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), reachedSupplier));
  return row !== undefined;
}
