import {
  approvalEvents,
  BusinessKind,
  type BusinessKindCode,
  MessageKind,
  OrgInfoChangeKind,
  orgInfoChangeEvents,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { subscribe } from '../../../platform/steps/domain-events';
import { takeSteps } from '../../../platform/steps/take-steps';
import { updateSupplierContact } from '../../catalog';
import { notify } from '../../messages';
import { applyMerchantInfo } from '../../org';
import { changeSteps } from './change-steps';
import { ACCOUNT_SET_FIELDS, MERCHANT_INFO_FIELDS } from './current-info';
import { orgAccountSets, orgInfoChanges } from './tables';

const CHANGE_AUDITS: readonly BusinessKindCode[] = [
  BusinessKind.merchantInfoChange,
  BusinessKind.accountSetAudit,
];

const pick = <F extends string>(values: Record<string, string>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as Record<F, string>;

/** An approved change's values become the live info: the merchant base info, or the enterprise's account set. */
async function applyChange(tx: Tx, changeId: number): Promise<void> {
  const [change] = await tx.select().from(orgInfoChanges).where(eq(orgInfoChanges.id, changeId));
  if (!change) return;
  if (change.kind === OrgInfoChangeKind.merchantInfo) {
    const info = pick(change.values, MERCHANT_INFO_FIELDS);
    await applyMerchantInfo(tx, change.orgId, info);
    await updateSupplierContact(tx, change.orgId, info);
    return;
  }
  const set = { ...pick(change.values, ACCOUNT_SET_FIELDS), changeId, approvedAt: now() };
  await tx
    .insert(orgAccountSets)
    .values({ orgId: change.orgId, ...set })
    .onConflictDoUpdate({ target: orgAccountSets.orgId, set });
}

const kindTitle = {
  [OrgInfoChangeKind.merchantInfo]: { 'zh-CN': '商户基本信息变更', 'en-US': 'merchant base info change' },
  [OrgInfoChangeKind.accountSet]: { 'zh-CN': '企业账套信息', 'en-US': 'account-set info' },
} as const;

/**
 * A change's audit ended on the approval engine: the change is approved (and applied) or refused, in the deciding
 * transaction, as the system on behalf of the operator whose decision ended it; the submitter is told.
 */
export const changeAuditSubscribers = [
  subscribe(approvalEvents.finished, 'onboarding.changeAudited', async (tx, finished) => {
    if (!CHANGE_AUDITS.includes(finished.businessKind)) return;
    await takeSteps(tx, changeSteps, {
      ids: [finished.subjectId],
      event: finished.approved ? 'approve' : 'refuse',
      actor: systemActor('approval', finished.deciderUserId),
      remark: finished.remark,
    });
    if (finished.approved) await applyChange(tx, finished.subjectId);
  }),
  subscribe(orgInfoChangeEvents.decided, 'onboarding.tellSubmitter', async (tx, decided) => {
    const what = kindTitle[decided.kind as keyof typeof kindTitle];
    await notify(tx, {
      to: { userId: decided.submittedBy },
      kind: MessageKind.account,
      title: decided.approved
        ? { 'zh-CN': `${what['zh-CN']}审核通过`, 'en-US': `Your ${what['en-US']} was approved` }
        : { 'zh-CN': `${what['zh-CN']}审核未通过`, 'en-US': `Your ${what['en-US']} was refused` },
      body: decided.approved
        ? {
            'zh-CN': `您提交的${what['zh-CN']}（#${decided.changeId}）已审核通过并生效。`,
            'en-US': `Your ${what['en-US']} (#${decided.changeId}) was approved and is now in use.`,
          }
        : {
            'zh-CN': `您提交的${what['zh-CN']}（#${decided.changeId}）未通过审核，原因：${decided.reason}。当前信息保持不变，可修改后重新提交。`,
            'en-US': `Your ${what['en-US']} (#${decided.changeId}) was refused: ${decided.reason}. The info on record is unchanged; fix it and submit again.`,
          },
    });
  }),
];
