import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { invoiceTitleGlossary } from '../glossaries/addresses';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';
import { isCreditCode, isPhone } from '../validators';
import { boundedText, requiredText } from './umc-addresses';

/** Route name (= menu code) of the invoice-info page; the invoice-title calls need it. */
export const INVOICE_TITLE_PERMISSION = 'invoiceInfo';
/** An organisation (or an individual member) keeps at most this many invoice titles. */
export const MAX_INVOICE_TITLES = 20;
const BANK_ACCOUNT = /^\d{6,32}$/;

export const invoiceTitleTarget = defineAuditTarget('invoiceTitle', bilingual('发票抬头', 'Invoice title'));

/** The fields a special VAT invoice (type `01`) needs besides the title and the credit code. */
export const SPECIAL_INVOICE_FIELDS = [
  'bankName',
  'bankAccount',
  'registeredAddress',
  'registeredPhone',
] as const;
export type SpecialInvoiceField = (typeof SPECIAL_INVOICE_FIELDS)[number];

/** The special-invoice fields left blank on a title meant for special VAT invoices (web and server use this). */
export function missingSpecialInvoiceFields(
  values: { specialInvoice?: boolean } & Partial<Record<SpecialInvoiceField, string | undefined>>,
): SpecialInvoiceField[] {
  if (!values.specialInvoice) return [];
  return SPECIAL_INVOICE_FIELDS.filter((field) => !values[field]?.trim());
}

export const invoiceTitleSchema = z.object({
  invoiceTitleId: idSchema,
  title: z.string(),
  creditCode: z.string(),
  /** Usable for special VAT invoices (type `01`): the bank and registration fields are complete. */
  specialInvoice: z.boolean(),
  bankName: z.string(),
  bankAccount: z.string(),
  registeredAddress: z.string(),
  registeredPhone: z.string(),
  isDefault: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

const invoiceTitleFields = {
  title: requiredText(100),
  creditCode: z
    .string()
    .trim()
    .min(1, 'validation.creditCodeRequired')
    .refine(isCreditCode, 'validation.creditCode'),
  specialInvoice: z.boolean().optional().default(false),
  bankName: boundedText(100).optional().default(''),
  bankAccount: z
    .string()
    .trim()
    .refine((v) => v === '' || BANK_ACCOUNT.test(v), 'invoice.bankAccount')
    .optional()
    .default(''),
  registeredAddress: boundedText(200).optional().default(''),
  registeredPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || isPhone(v), 'validation.phone')
    .optional()
    .default(''),
  isDefault: z.boolean().optional().default(false),
};

type TitleValues = { specialInvoice: boolean } & Record<SpecialInvoiceField, string>;
/** A title for special invoices needs every special-invoice field: each missing one is named. */
function requireSpecialFields(values: TitleValues, ctx: z.RefinementCtx): void {
  for (const field of missingSpecialInvoiceFields(values)) {
    ctx.addIssue({ code: 'custom', message: 'invoice.specialFieldRequired', path: [field] });
  }
}

export const queryInvoiceTitleList = defineCall({
  name: 'umc_queryInvoiceTitleList',
  audience: ['purchaser'],
  permission: INVOICE_TITLE_PERMISSION,
  summary: "The invoice titles of the caller's organisation (an individual member's own); default first.",
  input: listInput(
    defineFilters(invoiceTitleGlossary, { keyword: filter.text(50), specialInvoice: filter.flag() }),
    ['updatedAt', 'title'] as const,
  ),
  output: pageOf(invoiceTitleSchema),
});

const titleAudit = (zh: string, en: string) => ({
  target: invoiceTitleTarget,
  label: bilingual(zh, en),
  targetKey: 'invoiceTitleId',
  detailKey: 'title',
});

export const addInvoiceTitle = defineCall({
  name: 'umc_addInvoiceTitle',
  writes: true,
  touches: ['invoiceTitle'],
  audience: ['purchaser'],
  permission: INVOICE_TITLE_PERMISSION,
  audit: titleAudit('新增发票抬头', 'Add invoice title'),
  summary: `Adds an invoice title to the caller's organisation (at most ${MAX_INVOICE_TITLES}); the first is the default.`,
  input: z.object(invoiceTitleFields).strict().superRefine(requireSpecialFields),
  output: invoiceTitleSchema,
});

export const updateInvoiceTitle = defineCall({
  name: 'umc_updateInvoiceTitle',
  writes: true,
  touches: ['invoiceTitle'],
  audience: ['purchaser'],
  permission: INVOICE_TITLE_PERMISSION,
  audit: titleAudit('编辑发票抬头', 'Edit invoice title'),
  summary: "Edits an invoice title of the caller's organisation; `version` must be the one read.",
  input: z
    .object({ invoiceTitleId: idSchema, version: z.number().int().min(1), ...invoiceTitleFields })
    .strict()
    .superRefine(requireSpecialFields),
  output: invoiceTitleSchema,
});

export const deleteInvoiceTitle = defineCall({
  name: 'umc_deleteInvoiceTitle',
  writes: true,
  touches: ['invoiceTitle'],
  audience: ['purchaser'],
  permission: INVOICE_TITLE_PERMISSION,
  audit: titleAudit('删除发票抬头', 'Delete invoice title'),
  summary: 'Deletes an invoice title; if it was the default, the latest other one becomes it.',
  input: z.object({ invoiceTitleId: idSchema }).strict(),
  output: z.object({ invoiceTitleId: idSchema }),
});

export const setDefaultInvoiceTitle = defineCall({
  name: 'umc_setDefaultInvoiceTitle',
  writes: true,
  touches: ['invoiceTitle'],
  audience: ['purchaser'],
  permission: INVOICE_TITLE_PERMISSION,
  audit: titleAudit('设为默认发票抬头', 'Set default invoice title'),
  summary: "Makes an invoice title the default of the caller's organisation (one default each).",
  input: z.object({ invoiceTitleId: idSchema }).strict(),
  output: invoiceTitleSchema,
});
