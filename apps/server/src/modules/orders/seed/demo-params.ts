import type { ParamKey } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { presetOrgParam } from '../../config';
import { users } from '../../identity/shared-tables';

/** Gives the organisation of a demo account its own value of an order parameter (none without the account). */
async function presetForOrgOf(tx: Tx, username: string, key: ParamKey, value: string, at: Date) {
  const [buyer] = await tx.select({ orgId: users.orgId }).from(users).where(eq(users.username, username));
  if (buyer?.orgId) await presetOrgParam(tx, { key, orgId: buyer.orgId, value, at });
}

/** purchaser01's organisation (approver01's too) has orders above 5,000.00 approved: its own threshold. */
export const seedDemoApproval = (tx: Tx, at: Date) =>
  presetForOrgOf(tx, 'purchaser01', 'order.approvalThreshold', '5000.00', at);

/** purchaser02's organisation may pay by monthly settlement (the default allows it nobody). */
export const seedDemoPaymentParams = (tx: Tx, at: Date) =>
  presetForOrgOf(tx, 'purchaser02', 'order.monthlySettlementAllowed', 'true', at);
