import { BusinessKind, type ParamKey } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { presetOrgParam } from '../../config';
import { users } from '../../identity/shared-tables';
import { createPublishedProcess, thresholdLevels } from '../../process';

/** Gives the organisation of a demo account its own value of an order parameter (none without the account). */
async function presetForOrgOf(tx: Tx, username: string, key: ParamKey, value: string, at: Date) {
  const [buyer] = await tx.select({ orgId: users.orgId }).from(users).where(eq(users.username, username));
  if (buyer?.orgId) await presetOrgParam(tx, { key, orgId: buyer.orgId, value, at });
}

/**
 * purchaser01's organisation (approver01's too) has orders above 5,000.00 approved: its own order-approval
 * process (the others follow the platform's, which has the same rule).
 */
export async function seedDemoApproval(tx: Tx, at: Date): Promise<void> {
  const [buyer] = await tx
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser01'));
  if (!buyer?.orgId) return;
  const levels = thresholdLevels('5000.00');
  await createPublishedProcess(
    tx,
    { businessKind: BusinessKind.orderApproval, orgId: buyer.orgId, name: '订单审批', levels },
    at,
  );
}

/** purchaser02's organisation may pay by monthly settlement (the default allows it nobody). */
export const seedDemoPaymentParams = (tx: Tx, at: Date) =>
  presetForOrgOf(tx, 'purchaser02', 'order.monthlySettlementAllowed', 'true', at);
