import { z } from 'zod';
import { decisionOutcomes } from '../../audit';
import { defineCall } from '../../define-call';
import { orgChangeGlossary } from '../../glossaries/org-change';
import { auditTabFilter, defineFilters, filter } from '../../list-filters';
import { auditPageOf, idSchema, listInput } from '../../lists';
import { orgInfoChangeMachine } from '../../machines/org-info-change';
import { statusHistorySchema } from '../../status-history';
import { bilingual } from '../../texts';
import { isBankAccount, isCreditCode, isPhone } from '../../validators';
import { boundedText, mobileSchema, requiredText } from '../umc-addresses';
import { OrgInfoChangeKind, TaxpayerType } from './org-change.dictionaries';
import { ORG_CHANGE_PERMISSION as P } from './org-change-permissions';
import { ORG_READ_PERMISSIONS } from './org-permissions';

// Organisation information after registration (SPEC §2 "Operator": merchant base info approval and management,
// "Enterprise and account": enterprise account-set info and its audit; issue 23): a change is submitted by the
// organisation, audited by operators on the approval engine and applied only when approved.

export const orgInfoChangeTarget = orgInfoChangeMachine.audit.target;

/** What a supplier may change of its merchant base info (its name, credit code, shop and categories stay). */
export const merchantInfoSchema = z
  .object({
    legalPerson: requiredText(40),
    contactName: requiredText(40),
    contactMobile: mobileSchema,
    address: requiredText(200),
    bankName: requiredText(60),
    bankAccount: z.string().trim().refine(isBankAccount, 'orgAudit.bankAccount'),
    brandNames: boundedText(200).optional().default(''),
  })
  .strict();
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

/** An enterprise's account set (decision: the finance identity a special VAT invoice is made out to). */
export const accountSetSchema = z
  .object({
    accountName: requiredText(100),
    taxNo: z
      .string()
      .trim()
      .min(1, 'validation.creditCodeRequired')
      .refine(isCreditCode, 'validation.creditCode'),
    taxpayerType: z.enum([TaxpayerType.general, TaxpayerType.smallScale]),
    bankName: requiredText(60),
    bankAccount: z.string().trim().refine(isBankAccount, 'orgAudit.bankAccount'),
    registeredAddress: requiredText(200),
    registeredPhone: z.string().trim().refine(isPhone, 'validation.phone'),
  })
  .strict();
export type AccountSet = z.infer<typeof accountSetSchema>;

/** The values of a change (its kind's fields), as strings. */
const valuesSchema = z.record(z.string(), z.string());

export const orgInfoChangeRowSchema = z.object({
  changeId: idSchema,
  /** ORG_INFO_CHANGE_KIND. */
  kind: z.enum([OrgInfoChangeKind.merchantInfo, OrgInfoChangeKind.accountSet]),
  orgId: idSchema,
  companyName: z.string(),
  /** ORG_INFO_CHANGE_STATE (the orgInfoChange machine). */
  state: z.string(),
  submittedBy: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The decision's remark (a refusal's reason). */
  reason: z.string(),
  values: valuesSchema,
  /** The machine's steps the caller may take now. */
  actions: z.array(z.string()),
});
export type OrgInfoChangeRow = z.infer<typeof orgInfoChangeRowSchema>;

export const orgInfoChangeDetailSchema = orgInfoChangeRowSchema.extend({
  /** The live info now (null: none on record yet, an account set never approved). */
  current: valuesSchema.nullable(),
  history: z.array(statusHistorySchema),
});
export type OrgInfoChangeDetail = z.infer<typeof orgInfoChangeDetailSchema>;

/** An organisation's own view: the live info, its change waiting for audit (if any) and its last decided one. */
const ownInfoSchema = <V extends z.ZodType>(values: V) =>
  z.object({
    current: values.nullable(),
    pending: orgInfoChangeRowSchema.nullable(),
    last: orgInfoChangeRowSchema.nullable(),
  });

export const getMyMerchantInfo = defineCall({
  name: 'umc_getMyMerchantInfo',
  audience: ['supplier'],
  permission: P.merchantInfo,
  summary:
    "The caller's supplier's merchant base info on record (null: registered before onboarding, none on " +
    'record), its change waiting for audit and its last decided change.',
  input: z.object({}).strict(),
  output: ownInfoSchema(merchantInfoSchema),
});

export const submitMerchantInfoChange = defineCall({
  name: 'umc_submitMerchantInfoChange',
  writes: true,
  touches: ['orgInfoChange'],
  audience: ['supplier'],
  permission: P.merchantInfo,
  audit: {
    target: orgInfoChangeTarget,
    label: bilingual('提交商户信息变更', 'Submit merchant info change'),
    targetKey: 'changeId',
  },
  summary:
    'Submits a change of the merchant base info for audit: the info on record stays until operators approve it. ' +
    'One pending change at a time (E409 `orgChange.pendingExists`); nothing to change is refused ' +
    '(`orgChange.unchanged`).',
  input: merchantInfoSchema,
  output: orgInfoChangeRowSchema,
});

export const getMyAccountSet = defineCall({
  name: 'umc_getMyAccountSet',
  audience: ['purchaser'],
  permission: P.accountSet,
  summary:
    "The caller's enterprise's approved account-set info (null before the first approval), its submission " +
    'waiting for audit and its last decided one.',
  input: z.object({}).strict(),
  output: ownInfoSchema(accountSetSchema),
});

export const submitAccountSet = defineCall({
  name: 'umc_submitAccountSet',
  writes: true,
  touches: ['orgInfoChange'],
  audience: ['purchaser'],
  permission: P.accountSet,
  audit: {
    target: orgInfoChangeTarget,
    label: bilingual('提交账套信息', 'Submit account-set info'),
    targetKey: 'changeId',
  },
  summary:
    "The enterprise administrator submits its enterprise's account-set info for audit; the approved version " +
    'stays in use until the new one is approved. One pending submission at a time (E409 `orgChange.pendingExists`).',
  input: accountSetSchema,
  output: orgInfoChangeRowSchema,
});

const withdrawSummary = (what: string) =>
  `Withdraws the caller's organisation's ${what} waiting for audit: it ends withdrawn with its audit (no ` +
  'operator is left with it), the info on record unchanged, and a new one may be submitted. Another ' +
  "organisation's change is E404 `orgChange.notFound`; a decided one E409 `error.transitionNotAllowed`.";

export const withdrawMerchantInfoChange = defineCall({
  name: 'umc_withdrawMerchantInfoChange',
  writes: true,
  touches: ['orgInfoChange'],
  audience: ['supplier'],
  permission: P.merchantInfo,
  audit: {
    target: orgInfoChangeTarget,
    label: bilingual('撤回商户信息变更', 'Withdraw merchant info change'),
    targetKey: 'changeId',
  },
  summary: withdrawSummary('merchant base info change'),
  input: z.object({ changeId: idSchema }).strict(),
  output: orgInfoChangeRowSchema,
});

export const withdrawAccountSet = defineCall({
  name: 'umc_withdrawAccountSet',
  writes: true,
  touches: ['orgInfoChange'],
  audience: ['purchaser'],
  permission: P.accountSet,
  audit: {
    target: orgInfoChangeTarget,
    label: bilingual('撤回账套信息', 'Withdraw account-set info'),
    targetKey: 'changeId',
  },
  summary: withdrawSummary('account-set submission'),
  input: z.object({ changeId: idSchema }).strict(),
  output: orgInfoChangeRowSchema,
});

export const ORG_CHANGE_SORTS = ['submittedAt', 'decidedAt'] as const;

export const queryOrgInfoChangeList = defineCall({
  name: 'umc_queryOrgInfoChangeList',
  audience: ['operator'],
  permission: P.audit,
  summary:
    'Merchant base info changes and account-set submissions: the `pending` tab those awaiting audit, `decided` ' +
    'the rest; `tabCounts` counts both under the same filters. Oldest first by default.',
  input: listInput(
    defineFilters(orgChangeGlossary, {
      companyName: filter.text(100),
      kind: filter.dict('ORG_INFO_CHANGE_KIND'),
      submitted: filter.dateRange('submittedFrom', 'submittedTo'),
      ...auditTabFilter,
    }),
    ORG_CHANGE_SORTS,
  ),
  output: auditPageOf(orgInfoChangeRowSchema),
});

export const getOrgInfoChangeDetail = defineCall({
  name: 'umc_getOrgInfoChangeDetail',
  audience: ['operator'],
  permission: P.audit,
  summary: 'One change with the info on record beside it, and its history, newest first.',
  input: z.object({ changeId: idSchema }).strict(),
  output: orgInfoChangeDetailSchema,
});

export const ORG_CHANGE_MAX_BATCH = 100;

export const dealOrgInfoChange = defineCall({
  name: 'umc_dealOrgInfoChange',
  writes: true,
  touches: ['orgInfoChange', 'orgApplication', 'accountSet'],
  audience: ['operator'],
  permission: P.audit,
  audit: {
    target: orgInfoChangeTarget,
    label: bilingual('信息变更审核', 'Information change audit'),
    targetKey: 'changeIds',
    outcomeKey: 'passed',
    outcomes: decisionOutcomes(
      bilingual('信息变更审核通过', 'Approve information change'),
      bilingual('信息变更审核驳回', 'Refuse information change'),
    ),
    detailKey: 'reason',
  },
  summary:
    'Approves or refuses (with the reason) pending changes, one or many, all or nothing, through the approval ' +
    'engine (the operator decides its task; a multi-level process keeps a change pending to its last level). An ' +
    'approved change becomes the live info; the submitter is messaged either way.',
  input: z
    .object({
      changeIds: z.array(idSchema).min(1, 'validation.required').max(ORG_CHANGE_MAX_BATCH),
      passed: z.boolean(),
      reason: boundedText(200).optional().default(''),
    })
    .strict()
    .refine((i) => i.passed || i.reason !== '', { message: 'orgAudit.reasonRequired', path: ['reason'] }),
  output: z.object({ changeIds: z.array(idSchema), state: z.string() }),
});

export const getOrgAccountSet = defineCall({
  name: 'umc_getOrgAccountSet',
  audience: ['operator'],
  permission: [...ORG_READ_PERMISSIONS],
  summary:
    "An enterprise's approved account-set info as operators see it on the enterprise's detail (null before its " +
    'first approval; a submission waiting for audit is not shown here). An unknown organisation is E404.',
  input: z.object({ orgId: idSchema }).strict(),
  output: z.object({ accountSet: accountSetSchema.nullable(), approvedAt: z.string().nullable() }),
});
