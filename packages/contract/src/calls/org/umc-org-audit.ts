import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../../audit';
import { defineCall } from '../../define-call';
import { orgAuditGlossary } from '../../glossaries/org-audit';
import { auditTabFilter, defineFilters, filter } from '../../list-filters';
import { auditPageOf, idSchema, listInput, pageOf } from '../../lists';
import { ORG_AUDIT_PERMISSION } from '../../machines/org-application';
import { statusHistorySchema } from '../../status-history';
import { bilingual } from '../../texts';
import { isBankAccount, isCreditCode } from '../../validators';
import { storedFileSchema } from '../cfc-files';
import { passwordsMatch, registrationAccount, userTarget } from '../umc';
import { boundedText, mobileSchema, requiredText } from '../umc-addresses';
import { ORG_PERMISSION } from './org-permissions';

// Registration with audit and supplier onboarding (SPEC §2 "Enterprise and account", "Operator", §4 organisation
// audit single and batch, §7 "Registration", "Organisation and members"): an enterprise's or a supplier's
// application beside its organisation, the applicant's own view of it, and the operators' audit.

export const orgApplicationTarget = defineAuditTarget(
  'orgApplication',
  bilingual('注册申请', 'Registration'),
);

const creditCode = z
  .string()
  .trim()
  .min(1, 'validation.creditCodeRequired')
  .refine(isCreditCode, 'validation.creditCode');

/** What an enterprise certifies (SPEC: credit code, licence picture, legal person, contacts). */
export const certificationFields = {
  companyName: requiredText(100),
  creditCode,
  legalPerson: requiredText(40),
  contactName: requiredText(40),
  contactMobile: mobileSchema,
  address: boundedText(200).optional().default(''),
};

/** What a supplier registers beside its certification: its shop, settlement account, categories and brands. */
export const merchantFields = {
  shopName: requiredText(60),
  bankName: requiredText(60),
  bankAccount: z.string().trim().refine(isBankAccount, 'orgAudit.bankAccount'),
  categoryIds: z.array(idSchema).min(1, 'orgAudit.categoryRequired').max(50, 'validation.tooMany'),
  brandNames: boundedText(200).optional().default(''),
};

export const orgApplicationRowSchema = z.object({
  orgId: idSchema,
  applicationId: idSchema,
  /** What registered, as its organisation type (ORG_TYPE): 01 purchasing enterprise, 02 supplier. */
  kind: z.string(),
  /** ORG_APPLICATION_STATE (the org application machine). */
  state: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  address: z.string(),
  /** Supplier only ('' for an enterprise). */
  shopName: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  brandNames: z.string(),
  categoryIds: z.array(idSchema),
  hasLicence: z.boolean(),
  applicantUsername: z.string().nullable(),
  /** How many times it was submitted (1 + resubmissions). */
  round: z.number().int(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The last decision's remark (the refusal's reason). */
  reason: z.string(),
  version: z.number().int(),
  /** The machine's steps the caller may take now. */
  actions: z.array(z.string()),
});
export type OrgApplicationRow = z.infer<typeof orgApplicationRowSchema>;

export const orgApplicationDetailSchema = orgApplicationRowSchema.extend({
  licence: storedFileSchema.nullable(),
  categories: z.array(z.object({ categoryId: idSchema, name: z.string(), nameEn: z.string() })),
  history: z.array(statusHistorySchema),
});
export type OrgApplicationDetail = z.infer<typeof orgApplicationDetailSchema>;

export const registerSupplier = defineCall({
  name: 'umc_registerSupplier',
  rateLimited: true,
  writes: true,
  touches: ['orgApplication'],
  audit: {
    target: userTarget,
    label: bilingual('供应商注册', 'Supplier registration'),
    recordedBy: 'handler',
  },
  audience: ['public'],
  summary:
    'Registers a supplier (role supplier:regist:role once passed): its administrator account, company, credit ' +
    'code, legal person, contacts, shop name, bank account, categories and brands. The organisation waits for ' +
    'the merchant base info audit; its administrator signs in only to see and complete the application ' +
    '(the licence picture).',
  input: z
    .object({ ...registrationAccount, ...certificationFields, ...merchantFields })
    .strict()
    .refine(...passwordsMatch),
  output: z.object({ userId: idSchema, username: z.string(), orgId: idSchema }),
});

export const getMyOrgApplication = defineCall({
  name: 'umc_getMyOrgApplication',
  audience: ['purchaser', 'supplier'],
  applicants: true,
  summary:
    "The caller's own organisation's registration with its licence and history (null when it registered " +
    'without one: the demo organisations, individuals).',
  input: z.object({}).strict(),
  output: orgApplicationDetailSchema.nullable(),
});

export const saveMyOrgApplication = defineCall({
  name: 'umc_saveMyOrgApplication',
  writes: true,
  touches: ['orgApplication'],
  audience: ['purchaser', 'supplier'],
  applicants: true,
  audit: {
    target: orgApplicationTarget,
    label: bilingual('提交企业认证', 'Submit certification'),
    targetKey: 'orgId',
    detailKey: 'companyName',
  },
  summary:
    'The applicant completes its pending registration or fixes a refused one, which goes back to review ' +
    '(`/authentication`). Supplier fields are required for a supplier and refused for an enterprise. A passed ' +
    'or released registration is not changed here (`orgAudit.notEditable`).',
  input: z
    .object({
      ...certificationFields,
      licenceFileId: idSchema,
      shopName: merchantFields.shopName.optional(),
      bankName: merchantFields.bankName.optional(),
      bankAccount: merchantFields.bankAccount.optional(),
      categoryIds: merchantFields.categoryIds.optional(),
      brandNames: merchantFields.brandNames,
    })
    .strict(),
  output: orgApplicationDetailSchema,
});

const auditFilters = {
  companyName: filter.text(100),
  creditCode: filter.text(18),
  kind: filter.dict('ORG_TYPE'),
  submitted: filter.dateRange('submittedFrom', 'submittedTo'),
};
export const ORG_AUDIT_SORTS = ['submittedAt', 'decidedAt'] as const;

export const queryOrgAuditList = defineCall({
  name: 'umc_queryOrgAuditList',
  audience: ['operator'],
  permission: ORG_AUDIT_PERMISSION.audit,
  summary:
    'Registrations of enterprises and suppliers: the `pending` tab those awaiting audit, `decided` the rest ' +
    '(passed, refused, released); `tabCounts` counts both under the same filters. Oldest first by default.',
  input: listInput(defineFilters(orgAuditGlossary, { ...auditFilters, ...auditTabFilter }), ORG_AUDIT_SORTS),
  output: auditPageOf(orgApplicationRowSchema),
});

export const getOrgAuditDetail = defineCall({
  name: 'umc_getOrgAuditDetail',
  audience: ['operator'],
  permission: [ORG_AUDIT_PERMISSION.audit, ORG_AUDIT_PERMISSION.merchants],
  summary: "One organisation's registration with its licence, categories and audit history, newest first.",
  input: z.object({ orgId: idSchema }).strict(),
  output: orgApplicationDetailSchema,
});

export const ORG_AUDIT_MAX_BATCH = 100;

export const dealOrgAudit = defineCall({
  name: 'umc_dealOrgAudit',
  writes: true,
  touches: ['orgApplication', 'org'],
  audience: ['operator'],
  permission: ORG_AUDIT_PERMISSION.audit,
  audit: {
    target: orgApplicationTarget,
    label: bilingual('注册审核', 'Registration audit'),
    targetKey: 'orgIds',
    outcomeKey: 'passed',
    outcomes: decisionOutcomes(
      bilingual('注册审核通过', 'Pass registration'),
      bilingual('注册审核驳回', 'Refuse registration'),
    ),
    detailKey: 'reason',
  },
  summary:
    'Passes or refuses (with the reason) the pending registrations of one or many organisations, all or ' +
    'nothing. Passing needs the licence and activates the organisation: its administrator gets the buyer or ' +
    'supplier role, a supplier its supplier record and shop. Every decision messages the applicant.',
  input: z
    .object({
      orgIds: z.array(idSchema).min(1, 'org.orgRequired').max(ORG_AUDIT_MAX_BATCH),
      passed: z.boolean(),
      reason: boundedText(200).optional().default(''),
    })
    .strict()
    .refine((i) => i.passed || i.reason !== '', { message: 'orgAudit.reasonRequired', path: ['reason'] }),
  output: z.object({ orgIds: z.array(idSchema), state: z.string() }),
});

export const releaseOrgApplication = defineCall({
  name: 'umc_releaseOrgApplication',
  writes: true,
  touches: ['orgApplication', 'org'],
  audience: ['operator'],
  permission: ORG_PERMISSION.registry,
  audit: {
    target: orgApplicationTarget,
    label: bilingual('释放注册信用代码', 'Release registration'),
    targetKey: 'orgId',
    detailKey: 'reason',
  },
  summary:
    'Releases the credit code and name a refused registration, or one pending longer than ' +
    '`org.applicationHoldDays`, holds: the registration is released, its organisation cancelled (its ' +
    'administrator can no longer sign in) and the code and name free for the real company.',
  input: z.object({ orgId: idSchema, reason: requiredText(200) }).strict(),
  output: z.object({ orgId: idSchema, state: z.string() }),
});

export const queryMerchantList = defineCall({
  name: 'umc_queryMerchantList',
  audience: ['operator'],
  permission: ORG_AUDIT_PERMISSION.merchants,
  summary: "Merchant base info: every supplier's registration, by company, credit code, state and date.",
  input: listInput(
    defineFilters(orgAuditGlossary, {
      companyName: filter.text(100),
      creditCode: filter.text(18),
      state: filter.dict('ORG_APPLICATION_STATE'),
      submitted: filter.dateRange('submittedFrom', 'submittedTo'),
    }),
    ORG_AUDIT_SORTS,
  ),
  output: pageOf(orgApplicationRowSchema),
});

export const supplierAuditLogRowSchema = z.object({
  /** The step's own id (its status history row). */
  stepId: idSchema,
  orgId: idSchema,
  companyName: z.string(),
  event: z.string(),
  fromState: z.string(),
  toState: z.string(),
  username: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
});
export type SupplierAuditLogRow = z.infer<typeof supplierAuditLogRowSchema>;

export const querySupplierAuditLogList = defineCall({
  name: 'umc_querySupplierAuditLogList',
  audience: ['operator'],
  permission: ORG_AUDIT_PERMISSION.supplierLog,
  summary:
    'Every step of the suppliers’ registrations (submitted, passed, refused, resubmitted, released), newest first.',
  input: listInput(
    defineFilters(orgAuditGlossary, {
      companyName: filter.text(100),
      created: filter.dateRange('createdFrom', 'createdTo', { label: 'createdAt' }),
    }),
    ['createdAt'] as const,
  ),
  output: pageOf(supplierAuditLogRowSchema),
});

export const queryRegistrationCategories = defineCall({
  name: 'umc_queryRegistrationCategories',
  audience: ['public'],
  summary:
    'The leaf categories a supplier may choose to sell when it registers (enabled ones), each with its ' +
    'branch’s names, by code.',
  input: z.object({}).strict(),
  output: z.array(
    z.object({
      categoryId: idSchema,
      name: z.string(),
      nameEn: z.string(),
      path: z.string(),
      pathEn: z.string(),
    }),
  ),
});
