import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { brandAuthGlossary } from '../glossaries/brandauth';
import { auditTabFilter, defineFilters, filter } from '../list-filters';
import { auditPageOf, filterInput, idSchema, isDateTime, listInput, pageOf } from '../lists';
import { BRAND_AUTH_PERMISSION } from '../machines/brand-auth';
import { statusHistorySchema } from '../status-history';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { storedFileSchema } from './cfc-files';
import { approvalHistoryEntrySchema } from './process/cfc-process';

// Brand authorisation (SPEC §2 brand authorisation/approval, §4 start/stop and audit): a supplier applies
// to sell a brand with an authorisation letter and validity dates; operators approve or reject, stop and
// start. Goods of a brand are saved only under an active authorisation within its validity.

const authTarget = defineAuditTarget('brandAuth', bilingual('品牌授权', 'Brand authorisation'));
const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const boundedText = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });

/** A calendar day, `YYYY-MM-DD` (China time on the server). */
export const daySchema = z
  .string('brandAuth.dateInvalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'brandAuth.dateInvalid')
  .refine(isDateTime, 'brandAuth.dateInvalid');

export const MAX_AUTH_LETTERS = 5;

export const brandAuthRowSchema = z.object({
  authId: idSchema,
  supplierId: idSchema,
  supplierName: z.string(),
  /** '' when the supplier has no English name. */
  supplierNameEn: z.string(),
  brandId: idSchema,
  brandName: z.string(),
  brandNameEn: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** BrandAuthStatus (brand authorisation machine). */
  status: z.number().int(),
  /** Active but past its last valid day: goods of the brand can no longer be saved. */
  expired: z.boolean(),
  remark: z.string(),
  /** The last audit, stop or withdrawal reason. */
  reason: z.string(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** The machine's steps the caller may take on it now (its table and guards: e.g. `renew` once expired). */
  actions: z.array(z.string()),
});
export type BrandAuthRow = z.infer<typeof brandAuthRowSchema>;

export const brandAuthDetailSchema = brandAuthRowSchema.extend({
  letters: z.array(storedFileSchema),
  history: z.array(statusHistorySchema),
  /** Its audits on the approval engine, every task oldest first (level, approver, decision, remark). */
  approvals: z.array(approvalHistoryEntrySchema),
});
export type BrandAuthDetail = z.infer<typeof brandAuthDetailSchema>;

const listFilters = {
  brandName: filter.text(60),
  /** The brand authorisation machine's states. */
  status: filter.choice([1, 2, 3, 4]),
  /** true: only active authorisations past their last valid day. */
  expired: filter.flag(),
};
const listSorts = ['appliedAt', 'updatedAt', 'validTo'] as const;

export const queryBrandAuthList = defineCall({
  name: 'ucc_queryBrandAuthList',
  audience: ['supplier'],
  permission: BRAND_AUTH_PERMISSION.apply,
  summary: "The supplier's own brand authorisations by brand and status, paged.",
  input: listInput(defineFilters(brandAuthGlossary, listFilters), listSorts),
  output: pageOf(brandAuthRowSchema),
});

export const queryBrandAuthAuditList = defineCall({
  name: 'ucc_queryBrandAuthAuditList',
  audience: ['operator'],
  permission: BRAND_AUTH_PERMISSION.audit,
  summary:
    "Every supplier's brand authorisations by supplier, brand and status, paged: the `pending` tab holds " +
    'those awaiting audit, `decided` the rest; `tabCounts` counts both under the same filters.',
  input: listInput(
    defineFilters(brandAuthGlossary, { supplierName: filter.text(60), ...listFilters, ...auditTabFilter }),
    listSorts,
  ),
  output: auditPageOf(brandAuthRowSchema),
});

export const getBrandAuth = defineCall({
  name: 'ucc_getBrandAuth',
  audience: ['supplier'],
  permission: BRAND_AUTH_PERMISSION.apply,
  summary: "One of the supplier's authorisations with its letters and status history, newest first.",
  input: z.object({ authId: idSchema }).strict(),
  output: brandAuthDetailSchema,
});

export const getBrandAuthForAudit = defineCall({
  name: 'ucc_getBrandAuthForAudit',
  audience: ['operator'],
  permission: BRAND_AUTH_PERMISSION.audit,
  summary: "Any supplier's authorisation with its letters and status history, newest first.",
  input: z.object({ authId: idSchema }).strict(),
  output: brandAuthDetailSchema,
});

export const queryBrandChoices = defineCall({
  name: 'ucc_queryBrandChoices',
  audience: ['supplier'],
  permission: BRAND_AUTH_PERMISSION.apply,
  summary: 'Enabled brands whose name contains the keyword (at most 50), to apply for.',
  input: filterInput(defineFilters(brandAuthGlossary, { keyword: filter.text(60, { label: 'brandName' }) })),
  output: z.array(z.object({ brandId: idSchema, brandName: z.string() })),
});

export const queryAuthorisedBrands = defineCall({
  name: 'ucc_queryAuthorisedBrands',
  audience: ['supplier'],
  permission: 'commodityCreate',
  summary: 'The enabled brands the supplier may list goods of today (active and within validity).',
  input: z.object({}).strict(),
  output: z.array(
    z.object({ brandId: idSchema, brandName: z.string(), brandNameEn: z.string(), validTo: z.string() }),
  ),
});

export const applyBrandAuth = defineCall({
  name: 'ucc_applyBrandAuth',
  writes: true,
  touches: ['brandAuth'],
  audience: ['supplier'],
  permission: BRAND_AUTH_PERMISSION.apply,
  audit: {
    target: authTarget,
    label: bilingual('申请品牌授权', 'Apply for brand authorisation'),
    targetKey: 'authId',
    detailKey: 'brandId',
  },
  summary:
    'Applies to sell a brand with the authorisation letters (uploads of group document: pdf/png/jpg) and the ' +
    'validity; a rejected, stopped or expired authorisation of the brand is applied for again, an open one refused.',
  input: z
    .object({
      brandId: idSchema,
      validFrom: daySchema,
      validTo: daySchema,
      letterFileIds: z
        .array(idSchema)
        .min(1, 'brandAuth.letterRequired')
        .max(MAX_AUTH_LETTERS, 'brandAuth.tooManyLetters'),
      remark: boundedText(200).optional().default(''),
    })
    .strict()
    .refine((i) => !/^\d{4}-\d{2}-\d{2}$/.test(i.validTo) || i.validTo >= i.validFrom, {
      message: 'brandAuth.endBeforeStart',
      path: ['validTo'],
    }),
  output: brandAuthRowSchema,
});

const authIdsSchema = z.array(idSchema).min(1, 'brandAuth.authRequired').max(200);
const stepOutput = z.object({ authIds: z.array(idSchema), status: z.number().int() });
const reasonSchema = boundedText(200);

export const auditBrandAuth = defineCall({
  name: 'ucc_auditBrandAuth',
  writes: true,
  touches: ['brandAuth'],
  audience: ['operator'],
  permission: BRAND_AUTH_PERMISSION.audit,
  audit: {
    target: authTarget,
    label: bilingual('品牌授权审核', 'Brand authorisation audit'),
    targetKey: 'authIds',
    outcomeKey: 'passed',
    outcomes: decisionOutcomes(
      bilingual('品牌授权审核通过', 'Pass brand authorisation'),
      bilingual('品牌授权审核驳回', 'Reject brand authorisation'),
    ),
    detailKey: 'reason',
  },
  summary: 'Approves or rejects (with the reason) applications awaiting audit.',
  input: z
    .object({ authIds: authIdsSchema, passed: z.boolean(), reason: reasonSchema.optional().default('') })
    .strict()
    .refine((i) => i.passed || i.reason !== '', { message: 'brandAuth.reasonRequired', path: ['reason'] }),
  output: stepOutput,
});

export const stopBrandAuth = defineCall({
  name: 'ucc_stopBrandAuth',
  writes: true,
  touches: ['brandAuth'],
  audience: ['operator'],
  permission: BRAND_AUTH_PERMISSION.audit,
  audit: {
    target: authTarget,
    label: bilingual('停用品牌授权', 'Stop brand authorisation'),
    targetKey: 'authIds',
    detailKey: 'reason',
  },
  summary: 'Stops active authorisations with a reason: their goods can no longer be saved.',
  input: z
    .object({ authIds: authIdsSchema, reason: reasonSchema.min(1, 'brandAuth.reasonRequired') })
    .strict(),
  output: stepOutput,
});

export const startBrandAuth = defineCall({
  name: 'ucc_startBrandAuth',
  writes: true,
  touches: ['brandAuth'],
  audience: ['operator'],
  permission: BRAND_AUTH_PERMISSION.audit,
  audit: {
    target: authTarget,
    label: bilingual('启用品牌授权', 'Start brand authorisation'),
    targetKey: 'authIds',
    detailKey: 'reason',
  },
  summary: 'Starts stopped authorisations again.',
  input: z.object({ authIds: authIdsSchema, reason: reasonSchema.optional().default('') }).strict(),
  output: stepOutput,
});

export const withdrawBrandAuth = defineCall({
  name: 'ucc_withdrawBrandAuth',
  writes: true,
  touches: ['brandAuth'],
  audience: ['supplier'],
  permission: BRAND_AUTH_PERMISSION.apply,
  audit: {
    target: authTarget,
    label: bilingual('停止品牌授权', 'Withdraw brand authorisation'),
    targetKey: 'authIds',
    detailKey: 'reason',
  },
  summary:
    "Stops the supplier's own active authorisations with a reason (only an operator starts them again).",
  input: z
    .object({ authIds: authIdsSchema, reason: reasonSchema.min(1, 'brandAuth.reasonRequired') })
    .strict(),
  output: stepOutput,
});
