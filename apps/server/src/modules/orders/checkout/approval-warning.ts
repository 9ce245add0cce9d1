import { compareMoney } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { readParam } from '../../config/params/param-store';

/**
 * The settlement's warning: the checkout as a whole (its total) is above the organisation's
 * `order.approvalThreshold`, so its orders will wait for approval (a buyer without an organisation: never).
 * Kept to this one function so that it follows the placement's approval rule exactly.
 */
export async function checkoutNeedsApproval(db: Db | Tx, actor: Actor, payable: string): Promise<boolean> {
  if (actor.orgId === null) return false;
  return compareMoney(payable, await readParam(db, 'order.approvalThreshold', actor.orgId)) > 0;
}
