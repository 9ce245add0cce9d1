import {
  BusinessKind,
  type BusinessKindCode,
  PLATFORM_AUDIT_KINDS,
  type ProcessLevel,
  ProcessVersionStatus,
  processVersionMachine,
  RoleCode,
} from '@procuremart/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { recordCreation } from '../../../platform/steps/record-creation';
import { paramOrgValues, paramValues } from '../../config/shared-tables';
import { approvalProcesses, approvalProcessVersions } from '../tables';

/** The parameter order approval followed before the engine; its stored values become processes once. */
const LEGACY_THRESHOLD = 'order.approvalThreshold';
/** Its declared default, the platform's rule where operators never changed it. */
const DEFAULT_THRESHOLD = '5000.00';

/**
 * The rule order approval followed before the engine, as a process's one level: a checkout whose total is strictly
 * above the threshold, or that takes the buyer past its monthly ordering limit (`order.monthlyBuyerLimit`: the
 * budget-overrun fact), waits for any one holder of the approver role of the buyer's organisation.
 */
export const thresholdLevels = (threshold: string): ProcessLevel[] => [
  {
    name: '采购审批',
    match: 'any',
    conditions: [{ kind: 'amount', op: 'gt', amount: threshold }, { kind: 'budgetOverrun' }],
    approvers: [{ kind: 'role', roleCode: RoleCode.approver }],
    mode: 'any',
  },
];

/** A process with one published first version (the seeds and the conversion of the old parameter). */
export async function createPublishedProcess(
  tx: Tx,
  input: { businessKind: BusinessKindCode; orgId: number | null; name: string; levels: ProcessLevel[] },
  at: Date,
): Promise<number> {
  const [process] = await tx
    .insert(approvalProcesses)
    .values({
      businessKind: input.businessKind,
      orgId: input.orgId,
      name: input.name,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: approvalProcesses.id });
  const [version] = await tx
    .insert(approvalProcessVersions)
    .values({
      processId: process!.id,
      versionNo: 1,
      status: ProcessVersionStatus.published,
      levels: input.levels,
      createdAt: at,
      publishedAt: at,
    })
    .returning({ id: approvalProcessVersions.id });
  await recordCreation(tx, processVersionMachine, {
    targetId: version!.id,
    status: ProcessVersionStatus.published,
    actor: systemActor('seed'),
    at,
    event: 'publish',
  });
  return process!.id;
}

const ORDER_PROCESS_NAME = '订单审批';

/**
 * Order approval's processes, made sure of at every start (reference data): the platform's (every organisation
 * without its own follows it) from the operators' old threshold or its default, and, once, an organisation's own
 * from the threshold it had set. The old parameter is retired: nothing reads it after this.
 */
export async function ensurePlatformProcess(tx: Tx, at: Date = new Date()): Promise<void> {
  const kind = BusinessKind.orderApproval;
  const [platform] = await tx
    .select({ id: approvalProcesses.id })
    .from(approvalProcesses)
    .where(and(eq(approvalProcesses.businessKind, kind), isNull(approvalProcesses.orgId)));
  if (!platform) {
    const [stored] = await tx.select().from(paramValues).where(eq(paramValues.paramKey, LEGACY_THRESHOLD));
    const levels = thresholdLevels(stored?.value ?? DEFAULT_THRESHOLD);
    await createPublishedProcess(
      tx,
      { businessKind: kind, orgId: null, name: ORDER_PROCESS_NAME, levels },
      at,
    );
  }
  const legacy = await tx
    .select({ orgId: paramOrgValues.orgId, value: paramOrgValues.value, processId: approvalProcesses.id })
    .from(paramOrgValues)
    .leftJoin(
      approvalProcesses,
      and(eq(approvalProcesses.orgId, paramOrgValues.orgId), eq(approvalProcesses.businessKind, kind)),
    )
    .where(eq(paramOrgValues.paramKey, LEGACY_THRESHOLD));
  for (const row of legacy.filter((r) => r.processId === null)) {
    const levels = thresholdLevels(row.value);
    await createPublishedProcess(
      tx,
      { businessKind: kind, orgId: row.orgId, name: ORDER_PROCESS_NAME, levels },
      at,
    );
  }
}

/** The platform audits' default: one level, any one operation administrator (operators change it in processList). */
export const operatorAuditLevels = (): ProcessLevel[] => [
  {
    name: '运营审核',
    match: 'all',
    conditions: [],
    approvers: [{ kind: 'role', roleCode: RoleCode.operator }],
    mode: 'any',
  },
];

/** The kinds' names their default processes get (the BUSINESS_KIND dictionary's zh-CN labels). */
const AUDIT_PROCESS_NAMES: Partial<Record<BusinessKindCode, string>> = {
  [BusinessKind.orgAudit]: '单位审核',
  [BusinessKind.merchantAudit]: '商户审核',
  [BusinessKind.merchantInfoChange]: '商户信息变更审核',
  [BusinessKind.accountSetAudit]: '账套信息审核',
  [BusinessKind.listingAudit]: '上架审核',
  [BusinessKind.priceChange]: '调价审核',
  [BusinessKind.brandAuthorisation]: '品牌授权审核',
};

/**
 * Every kind the platform decides has a platform process, made sure of at every start (reference data): one the
 * operators never had gets the default. One they changed, retired or replaced is left as it is.
 */
export async function ensurePlatformAuditProcesses(tx: Tx, at: Date = new Date()): Promise<void> {
  for (const kind of PLATFORM_AUDIT_KINDS) {
    const [existing] = await tx
      .select({ id: approvalProcesses.id })
      .from(approvalProcesses)
      .where(and(eq(approvalProcesses.businessKind, kind), isNull(approvalProcesses.orgId)));
    if (existing) continue;
    const name = AUDIT_PROCESS_NAMES[kind] ?? kind;
    await createPublishedProcess(
      tx,
      { businessKind: kind, orgId: null, name, levels: operatorAuditLevels() },
      at,
    );
  }
}
