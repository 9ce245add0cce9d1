import {
  type Bilingual,
  MessageKind,
  OrgApplicationKind,
  orgApplicationEvents,
  RoleCode,
} from '@procuremart/contract';
import { subscribe } from '../../platform/steps/domain-events';
import { grantRole } from '../access';
import { createOnboardedSupplier } from '../catalog';
import { notify } from '../messages';
import { applicationRecord } from '../org';

const passedText: Record<string, Bilingual> = {
  [OrgApplicationKind.enterprise]: {
    'zh-CN': '您的企业注册已审核通过，现在可以登录采购了。',
    'en-US': 'Your enterprise registration has passed: sign in and start purchasing.',
  },
  [OrgApplicationKind.supplier]: {
    'zh-CN': '您的供应商入驻申请已审核通过，店铺已开通，现在可以发布商品了。',
    'en-US': 'Your supplier registration has passed: your shop is open and you can publish goods.',
  },
};

/**
 * A passed registration lets its organisation in, in the audit's transaction: the applicant gets the buyer or
 * the supplier role (supplier:regist:role), a supplier its supplier record, shop and categories. Every
 * decision messages the applicant, with the reason of a refusal.
 */
export const onboardingSubscribers = [
  subscribe(orgApplicationEvents.decided, 'onboarding.activate', async (tx, decided) => {
    if (!decided.passed) return;
    const supplier = decided.kind === OrgApplicationKind.supplier;
    await grantRole(tx, decided.applicantUserId, supplier ? RoleCode.supplier : RoleCode.buyer);
    const record = await applicationRecord(tx, decided.orgId);
    if (supplier && record) await createOnboardedSupplier(tx, { ...record, orgId: decided.orgId });
  }),
  subscribe(orgApplicationEvents.decided, 'onboarding.tellApplicant', async (tx, decided) => {
    await notify(tx, {
      to: { userId: decided.applicantUserId },
      kind: MessageKind.account,
      title: decided.passed
        ? { 'zh-CN': '注册审核通过', 'en-US': 'Registration passed' }
        : { 'zh-CN': '注册审核未通过', 'en-US': 'Registration refused' },
      body: decided.passed
        ? passedText[decided.kind]!
        : {
            'zh-CN': `您的注册申请未通过审核，原因：${decided.reason}。请在“企业认证”页面修改后重新提交。`,
            'en-US': `Your registration was refused: ${decided.reason}. Fix it on the Certification page and submit it again.`,
          },
    });
  }),
];
