import { MemberClass, MemberStatus, RoleCode, UserKindCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { grantRole } from '../../access';
import { departmentNamed } from '../../org';
import { users } from '../tables';
import { demoHash } from './demo-accounts';

interface DemoMember {
  username: string;
  userName: string;
  /** Whose organisation: a demo account's. */
  like: string;
  /** A department of that organisation by name; none: the organisation itself. */
  dept: string | null;
  roles: readonly string[];
  employeeNo: string;
  mobile: string;
  status?: number;
}

/**
 * orgadmin01, the enterprise administrator of purchaser01's organisation, and a few members in its departments
 * (one disabled) and in purchaser02's: the member pages have something to show and the scope something to refuse.
 */
const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'orgadmin01',
    userName: '黄磊',
    like: 'purchaser01',
    dept: null,
    roles: [RoleCode.orgAdmin],
    employeeNo: '1001',
    mobile: '13800000011',
  },
  {
    username: 'engineer01',
    userName: '孙浩',
    like: 'purchaser01',
    dept: '工程部',
    roles: [RoleCode.buyer],
    employeeNo: '1002',
    mobile: '13800000012',
  },
  {
    username: 'clerk01',
    userName: '吴倩',
    like: 'purchaser01',
    dept: '行政部',
    roles: [],
    employeeNo: '1003',
    mobile: '13800000013',
    status: MemberStatus.disabled,
  },
  {
    username: 'northbuyer01',
    userName: '郑凯',
    like: 'purchaser02',
    dept: null,
    roles: [RoleCode.buyer],
    employeeNo: '2001',
    mobile: '13800000021',
  },
];

export async function seedDemoMembers(tx: Tx, createdAt: Date): Promise<void> {
  const passwordHash = await demoHash();
  for (const demo of DEMO_MEMBERS) {
    const [like] = await tx.select({ orgId: users.orgId }).from(users).where(eq(users.username, demo.like));
    if (!like?.orgId) continue;
    const deptId = demo.dept === null ? null : await departmentNamed(tx, like.orgId, demo.dept);
    const [user] = await tx
      .insert(users)
      .values({
        username: demo.username,
        passwordHash,
        userName: demo.userName,
        kind: UserKindCode.purchaser,
        memberClass: MemberClass.enterprise,
        orgId: like.orgId,
        orgUnitId: deptId,
        employeeNo: demo.employeeNo,
        mobile: demo.mobile,
        email: `${demo.username}@procuremart.example.com`,
        status: demo.status ?? MemberStatus.enabled,
        createdAt,
      })
      .returning({ id: users.id });
    for (const roleCode of demo.roles) await grantRole(tx, user.id, roleCode);
  }
}
