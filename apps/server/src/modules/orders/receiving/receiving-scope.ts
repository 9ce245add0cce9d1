import { ORDER_PERMISSION } from '@procuremart/contract';
import { eq, or, type SQL } from 'drizzle-orm';
import type { Actor, StepTaker } from '../../../platform/actor';
import { visibleOrders } from '../order-access';
import { orders } from '../tables';

/**
 * The orders whose deliveries a purchaser receives: its own, and its organisation's when it receives for the
 * organisation (access code arrivalForOrg; the same rule as isReceiver).
 */
export function receivableOrders(actor: Actor): SQL | undefined {
  const own = eq(orders.buyerUserId, actor.userId);
  if (actor.kind !== 'purchaser') return visibleOrders(actor);
  if (actor.orgId === null || !actor.menuCodes.includes(ORDER_PERMISSION.orgReceiving)) return own;
  return or(own, eq(orders.orgId, actor.orgId));
}

/**
 * The orders a receiving step may find: those the actor sees anyway (visibleOrders) and those it receives.
 * Anything else answers "not found"; the machine and its guard decide about the rest (E403).
 */
export function reachableOrders(actor: StepTaker): SQL | undefined {
  if (actor.kind !== 'purchaser') return visibleOrders(actor);
  return or(visibleOrders(actor), receivableOrders(actor));
}
