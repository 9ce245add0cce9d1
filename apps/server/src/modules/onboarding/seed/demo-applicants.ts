import {
  MemberClass,
  OrgApplicationKind,
  type OrgApplicationKindCode,
  OrgType,
  UserKindCode,
} from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { categories } from '../../catalog/shared-tables';
import { createOrgAccount, demoHash, loadUserActor } from '../../identity';
import { type ApplicationDetails, openApplication } from '../../org';
import { decideRegistrations } from '../registration-audit';

interface DemoApplicant {
  username: string;
  userName: string;
  mobile: string;
  kind: OrgApplicationKindCode;
  details: ApplicationDetails;
  /** Refused by operator01 with this reason; pending when left out. */
  refused?: string;
}

const APPLICANTS: DemoApplicant[] = [
  {
    username: 'applicant01',
    userName: '吴凡',
    mobile: '13600000001',
    kind: OrgApplicationKind.enterprise,
    details: {
      companyName: '苏州工业园区精工制造有限公司',
      creditCode: '91320594MA1P8K3D6C',
      legalPerson: '吴凡',
      contactName: '吴凡',
      contactMobile: '13600000001',
      address: '苏州工业园区金鸡湖大道 1355 号',
    },
  },
  {
    username: 'applicant02',
    userName: '钱芳',
    mobile: '13600000002',
    kind: OrgApplicationKind.supplier,
    details: {
      companyName: '杭州优选办公用品有限公司',
      creditCode: '91330106MA2KD7Q59N',
      legalPerson: '钱芳',
      contactName: '钱芳',
      contactMobile: '13600000002',
      address: '杭州市西湖区文三路 90 号',
      shopName: '优选办公专营店',
      bankName: '招商银行杭州分行',
      bankAccount: '571908765410801',
      brandNames: '得力、晨光',
    },
  },
  {
    username: 'applicant03',
    userName: '郑浩',
    mobile: '13600000003',
    kind: OrgApplicationKind.enterprise,
    details: {
      companyName: '南京云帆贸易有限公司',
      creditCode: '91320105MA1X2R4T8L',
      legalPerson: '郑浩',
      contactName: '郑浩',
      contactMobile: '13600000003',
      address: '南京市建邺区江东中路 238 号',
    },
    refused: '营业执照照片不清晰，请重新上传',
  },
];

/**
 * Registrations waiting for the operators (an enterprise, a supplier selling the first office leaves) and one
 * refused, each with its applicant account (the demo password); none has uploaded its licence yet.
 */
export async function seedDemoApplicants(tx: Tx, operatorId: number): Promise<void> {
  const passwordHash = await demoHash();
  const leaves = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.isLeaf, true), eq(categories.status, 1)))
    .orderBy(asc(categories.id))
    .limit(3);
  const operator = await loadUserActor(tx, operatorId);
  for (const demo of APPLICANTS) {
    const supplier = demo.kind === OrgApplicationKind.supplier;
    const { orgId, userId, at } = await createOrgAccount(
      tx,
      {
        name: demo.details.companyName,
        creditCode: demo.details.creditCode,
        memberClass: MemberClass.enterprise,
        orgType: supplier ? OrgType.supplier : OrgType.enterprise,
      },
      { ...demo, email: '', kind: supplier ? UserKindCode.supplier : UserKindCode.purchaser },
      passwordHash,
      null,
    );
    const details = supplier ? { ...demo.details, categoryIds: leaves.map((leaf) => leaf.id) } : demo.details;
    await openApplication(tx, { orgId, kind: demo.kind, applicantUserId: userId, at }, details);
    if (demo.refused && operator) {
      await decideRegistrations(tx, operator, { orgIds: [orgId], passed: false, reason: demo.refused });
    }
  }
}
