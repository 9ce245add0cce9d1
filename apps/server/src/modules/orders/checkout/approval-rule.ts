import { compareMoney } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { readParam } from '../../config/params/param-store';

/**
 * The organisation's order approval rule: an amount above its `order.approvalThreshold` needs approval
 * before it goes to the supplier (a buyer without an organisation: never). The one place the threshold is
 * compared: placement decides each order's first status with it, and the settlement warns with it (from the
 * checkout total) before the buyer submits.
 */
export async function approvalRuleOf(db: Db | Tx, actor: Actor): Promise<(amount: string) => boolean> {
  if (actor.orgId === null) return () => false;
  const threshold = await readParam(db, 'order.approvalThreshold', actor.orgId);
  return (amount: string) => compareMoney(amount, threshold) > 0;
}
