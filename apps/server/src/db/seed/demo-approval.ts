import { eq } from 'drizzle-orm';
import { paramOrgValues } from '../../modules/config/shared-tables';
import { users } from '../../modules/identity/shared-tables';
import type { Tx } from '../client';

/** purchaser01's organisation (approver01's too) has orders above 5,000.00 approved: its own threshold. */
export async function seedDemoApproval(tx: Tx, createdAt: Date): Promise<void> {
  const [buyer] = await tx
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser01'));
  if (!buyer?.orgId) return;
  await tx.insert(paramOrgValues).values({
    paramKey: 'order.approvalThreshold',
    orgId: buyer.orgId,
    value: '5000.00',
    updatedAt: createdAt,
  });
}
