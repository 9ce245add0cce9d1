import { MemberClass, OrgType, RoleCode, UserKindCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { grantRole } from '../../access';
import { createOrg, purchaseUnitsOf } from '../../org';
import { hashPassword } from '../password';
import { users } from '../tables';

const DEMO_PASSWORD = 'Procure#2026';

let demoPasswordHash: Promise<string> | null = null;
/** Hashed once per process: argon2id is slow on purpose, and tests seed many databases. */
export const demoHash = () => (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));

const ORGS = [
  {
    key: 'east',
    name: '华东智造集团有限公司',
    nameEn: 'East China Smart Manufacturing Group Co., Ltd.',
    orgType: OrgType.enterprise,
    creditCode: '91310115MA1K4C2X3B',
  },
  {
    key: 'north',
    name: '北方能源装备股份有限公司',
    nameEn: 'Northern Energy Equipment Co., Ltd.',
    orgType: OrgType.enterprise,
    creditCode: '91110108MA01R7QJ5D',
  },
  {
    key: 'office',
    name: '京津办公用品供应有限公司',
    nameEn: 'Jingjin Office Supplies Co., Ltd.',
    orgType: OrgType.supplier,
    creditCode: '91120116MA06H3LT8E',
  },
  {
    key: 'industrial',
    name: '华南工业品供应链有限公司',
    nameEn: 'South China Industrial Supply Chain Co., Ltd.',
    orgType: OrgType.supplier,
    creditCode: '91440300MA5F9NKW2G',
  },
  {
    key: 'platform',
    name: 'ProcureMart 平台运营中心',
    nameEn: 'ProcureMart Platform Operations Centre',
    orgType: OrgType.platform,
    creditCode: null,
  },
] as const;

type OrgKey = (typeof ORGS)[number]['key'];

interface DemoUser {
  username: string;
  userName: string;
  kind: number;
  org: OrgKey;
  /** Its roles; an approver also buys (the approver places orders of its own too). */
  roles: readonly string[];
  mobile: string;
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'purchaser01',
    userName: '张伟',
    kind: UserKindCode.purchaser,
    org: 'east',
    roles: [RoleCode.buyer],
    mobile: '13800000001',
  },
  {
    username: 'purchaser02',
    userName: '李娜',
    kind: UserKindCode.purchaser,
    org: 'north',
    roles: [RoleCode.buyer],
    mobile: '13800000002',
  },
  {
    username: 'approver01',
    userName: '周婷',
    kind: UserKindCode.purchaser,
    org: 'east',
    roles: [RoleCode.buyer, RoleCode.approver],
    mobile: '13800000003',
  },
  {
    username: 'supplier01',
    userName: '王强',
    kind: UserKindCode.supplier,
    org: 'office',
    roles: [RoleCode.supplier],
    mobile: '13900000001',
  },
  {
    username: 'supplier02',
    userName: '刘洋',
    kind: UserKindCode.supplier,
    org: 'industrial',
    roles: [RoleCode.supplier],
    mobile: '13900000002',
  },
  {
    username: 'operator01',
    userName: '陈静',
    kind: UserKindCode.operator,
    org: 'platform',
    roles: [RoleCode.operator],
    mobile: '13700000001',
  },
  {
    username: 'operator02',
    userName: '赵敏',
    kind: UserKindCode.operator,
    org: 'platform',
    roles: [RoleCode.operatorStaff],
    mobile: '13700000002',
  },
];

/**
 * The five demo organisations (made as a registration makes them) and the accounts; every account uses
 * DEMO_PASSWORD. Returns the operator's id.
 */
export async function seedDemoAccounts(tx: Tx, createdAt: Date): Promise<number> {
  const passwordHash = await demoHash();
  const orgIds = new Map<OrgKey, number>();
  for (const org of ORGS) {
    const id = await createOrg(tx, {
      name: org.name,
      nameEn: org.nameEn,
      orgType: org.orgType,
      creditCode: org.creditCode,
      memberClass: MemberClass.enterprise,
      createdAt,
    });
    orgIds.set(org.key, id);
  }
  let operatorId = 0;
  for (const demo of DEMO_USERS) {
    const [user] = await tx
      .insert(users)
      .values({
        username: demo.username,
        passwordHash,
        userName: demo.userName,
        kind: demo.kind,
        memberClass: MemberClass.enterprise,
        orgId: orgIds.get(demo.org),
        mobile: demo.mobile,
        email: `${demo.username}@procuremart.example.com`,
        createdAt,
      })
      .returning({ id: users.id });
    for (const roleCode of demo.roles) await grantRole(tx, user.id, roleCode);
    if (demo.roles.includes(RoleCode.operator)) operatorId = user.id;
  }
  return operatorId;
}

/** purchaser01 works in the first purchasing unit of its organisation (the org domain's demo units). */
export async function seedDemoUnitMember(tx: Tx): Promise<void> {
  const [buyer] = await tx
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser01'));
  if (!buyer?.orgId) return;
  const [unit] = await purchaseUnitsOf(tx, buyer.orgId);
  if (unit) await tx.update(users).set({ orgUnitId: unit.id }).where(eq(users.id, buyer.id));
}
