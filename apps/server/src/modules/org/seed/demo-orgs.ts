import { MemberClass, OrgState, OrgType, orgMachine } from '@procuremart/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { recordCreation } from '../../../platform/steps/record-creation';
import { orgs } from '../tables';

type Org = typeof orgs.$inferSelect;

/** The top organisations' codes, addresses and contacts, by credit code (the platform's has none). */
const DETAILS: Record<string, Pick<Org, 'code' | 'address' | 'contactName' | 'contactMobile' | 'sortNo'>> = {
  '91310115MA1K4C2X3B': {
    code: 'E-EAST',
    address: '上海市浦东新区张江路 88 号',
    contactName: '张伟',
    contactMobile: '13800000001',
    sortNo: 10,
  },
  '91110108MA01R7QJ5D': {
    code: 'E-NORTH',
    address: '北京市海淀区中关村大街 1 号',
    contactName: '王芳',
    contactMobile: '13800000002',
    sortNo: 20,
  },
  '91120116MA06H3LT8E': {
    code: 'S-OFFICE',
    address: '天津市滨海新区黄海路 12 号',
    contactName: '赵磊',
    contactMobile: '13800000003',
    sortNo: 10,
  },
  '91440300MA5F9NKW2G': {
    code: 'S-INDUSTRIAL',
    address: '深圳市南山区科技园南路 7 号',
    contactName: '陈静',
    contactMobile: '13800000004',
    sortNo: 20,
  },
};

/** Departments under each top organisation (by code); the first enterprise's are purchaser01's units. */
const DEPARTMENTS: Record<string, [name: string, nameEn: string][]> = {
  'E-EAST': [
    ['行政部', 'Administration'],
    ['工程部', 'Engineering'],
  ],
  'E-NORTH': [
    ['采购部', 'Purchasing'],
    ['财务部', 'Finance'],
  ],
  PLATFORM: [
    ['华东运营分中心', 'East China Operations'],
    ['华南运营分中心', 'South China Operations'],
  ],
};

const seeder = systemActor('seed');

async function insertOrg(tx: Tx, org: typeof orgs.$inferInsert, remark = ''): Promise<number> {
  const [created] = await tx.insert(orgs).values(org).returning({ id: orgs.id });
  const status = org.state ?? OrgState.operating;
  await recordCreation(tx, orgMachine, {
    targetId: created.id,
    status,
    actor: seeder,
    at: org.createdAt,
    remark,
  });
  return created.id;
}

/**
 * The demo organisations placed in the tree: codes and contacts of the organisations the accounts step made,
 * departments of two enterprises and of the platform, and one closed enterprise (nobody signs in for it).
 */
export async function seedDemoOrgs(tx: Tx, baseTime: Date): Promise<void> {
  const tops = await tx.select().from(orgs).where(isNull(orgs.parentId));
  for (const top of tops) {
    const details = top.creditCode ? DETAILS[top.creditCode] : undefined;
    const code = details?.code ?? (top.orgType === OrgType.platform ? 'PLATFORM' : null);
    await tx
      .update(orgs)
      .set({ ...details, code })
      .where(eq(orgs.id, top.id));
    await recordCreation(tx, orgMachine, {
      targetId: top.id,
      status: top.state,
      actor: seeder,
      at: top.createdAt,
    });
    for (const [index, [name, nameEn]] of (DEPARTMENTS[code ?? ''] ?? []).entries()) {
      await insertOrg(tx, {
        parentId: top.id,
        name,
        nameEn,
        orgType: top.orgType,
        memberClass: top.memberClass,
        sortNo: (index + 1) * 10,
        createdAt: baseTime,
        updatedAt: baseTime,
      });
    }
  }
  await insertOrg(
    tx,
    {
      name: '西部建材贸易有限公司',
      nameEn: 'Western Building Materials Trading Co., Ltd.',
      code: 'E-WEST',
      orgType: OrgType.enterprise,
      memberClass: MemberClass.enterprise,
      creditCode: '91510100MA61XK7P4H',
      state: OrgState.closed,
      address: '四川省成都市高新区天府大道 100 号',
      contactName: '刘洋',
      contactMobile: '13800000005',
      sortNo: 30,
      createdAt: baseTime,
      updatedAt: baseTime,
    },
    '停业：营业执照年检未通过 / Closed: the business licence failed its annual check',
  );
}
