import { eq } from 'drizzle-orm';
import { paramOrgValues } from '../../modules/config/shared-tables';
import { users } from '../../modules/identity/shared-tables';
import type { Tx } from '../client';

/** purchaser02's organisation may pay by monthly settlement (the default allows it nobody). */
export async function seedDemoPaymentParams(tx: Tx, at: Date): Promise<void> {
  const [buyer] = await tx
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser02'));
  if (!buyer?.orgId) return;
  await tx
    .insert(paramOrgValues)
    .values({ paramKey: 'order.monthlySettlementAllowed', orgId: buyer.orgId, value: 'true', updatedAt: at });
}
