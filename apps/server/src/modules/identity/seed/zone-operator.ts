import { MemberClass, RoleCode, UserKindCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { grantRole } from '../../access';
import { users } from '../tables';
import { demoHash } from './demo-accounts';

/**
 * zoneop01, an operator of the platform organisation holding the zone order clerk role: what it sees of the orders
 * is its station's data permission (access's station seed: purchaser02's organisation only).
 */
export async function seedZoneOperator(tx: Tx, createdAt: Date): Promise<void> {
  const [operator] = await tx
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'operator01'));
  if (!operator?.orgId) return;
  const [user] = await tx
    .insert(users)
    .values({
      username: 'zoneop01',
      passwordHash: await demoHash(),
      userName: '冯超',
      kind: UserKindCode.operator,
      memberClass: MemberClass.enterprise,
      orgId: operator.orgId,
      employeeNo: '0003',
      mobile: '13700000003',
      email: 'zoneop01@procuremart.example.com',
      createdAt,
    })
    .returning({ id: users.id });
  await grantRole(tx, user.id, RoleCode.zoneOrderQuery);
}
