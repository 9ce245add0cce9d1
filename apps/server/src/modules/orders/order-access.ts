import { ORDER_APPROVAL_PERMISSION } from '@procuremart/contract';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { StepTaker } from '../../platform/actor';
import { orders } from './tables';

/**
 * The supplier orders an actor may read or act on, as one WHERE condition from the session: a purchaser its
 * own orders, and its organisation's when it approves orders; a supplier its own supplier record's; an
 * operator and the system every order. (Org-wide order lists for other roles come with the lifecycle.)
 */
export function visibleOrders(actor: StepTaker): SQL | undefined {
  switch (actor.kind) {
    case 'operator':
    case 'system':
      return undefined;
    case 'supplier':
      return actor.supplierId === null ? sql`false` : eq(orders.supplierId, actor.supplierId);
    case 'purchaser': {
      const own = eq(orders.buyerUserId, actor.userId);
      if (actor.orgId === null || !actor.menuCodes.includes(ORDER_APPROVAL_PERMISSION)) return own;
      return or(own, eq(orders.orgId, actor.orgId));
    }
  }
}
