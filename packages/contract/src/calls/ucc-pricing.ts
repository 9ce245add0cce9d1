import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { pricingGlossary } from '../glossaries/pricing';
import { auditTabFilter, defineFilters, filter } from '../list-filters';
import { auditPageOf, idSchema, listInput, pageOf } from '../lists';
import { PRICING_PERMISSION, SkuChangeStatus } from '../machines/sku-change';
import { moneyOutputSchema, moneySchema } from '../money-schema';
import { bilingual } from '../texts';
import { approvalHistoryEntrySchema } from './process/cfc-process';
import { commodityRowSchema, isMarketBelowSale, skuInputSchema, whenBothPrices } from './ucc-commodity';
import { SKU_STATUSES } from './ucc-commodity.dictionaries';

// Stock, price changes with the operators' change audit, and price history (SPEC §2 "Commodities":
// repertoryList, commodityChange, commodityChQryList, commodityChAuditList, price file management).

const skuTarget = defineAuditTarget('sku', bilingual('商品', 'SKU'));
const changeTarget = defineAuditTarget('skuChange', bilingual('商品变更申请', 'Goods change request'));

export const STOCK_MAX = 99_999_999;
export const MAX_ITEMS_PER_CALL = 200;

/** Stock is a whole number of units from 0 to 99,999,999. */
// The schema-wide message only for a non-number: zod would put a plain one on the range issues too.
export const stockSchema = z
  .number({ error: (issue) => (issue.code === 'invalid_type' ? 'validation.integer' : undefined) })
  .int('validation.integer')
  .min(0)
  .max(STOCK_MAX);

/** The SKU's own rules (ucc_saveSpu): a sale price above 0; the market price is never below it. */
export const salePriceSchema = skuInputSchema.shape.salePrice;

const priceItemSchema = z
  .object({
    skuId: idSchema,
    salePrice: salePriceSchema,
    /** Absent: the SKU keeps its market price (which must still not be below the new sale price). */
    marketPrice: moneySchema.optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.marketPrice !== undefined && isMarketBelowSale(item.salePrice, item.marketPrice))
      ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: 'commodity.marketBelowSale' });
  }, whenBothPrices);
export type PriceItem = z.input<typeof priceItemSchema>;

const uniqueSkus = (items: { skuId: string }[]) => new Set(items.map((i) => i.skuId)).size === items.length;

export const updateStock = defineCall({
  name: 'ucc_updateStock',
  writes: true,
  touches: ['goods'],
  audience: ['supplier'],
  permission: PRICING_PERMISSION.stock,
  audit: { target: skuTarget, label: bilingual('修改库存', 'Update stock'), targetKey: 'skuIds' },
  summary:
    "Sets the stock of the supplier's own SKUs; a SKU that is not the caller's refuses the whole call.",
  input: z
    .object({
      items: z
        .array(z.object({ skuId: idSchema, stock: stockSchema }).strict())
        .min(1, 'commodity.skuRequired')
        .max(MAX_ITEMS_PER_CALL)
        .refine(uniqueSkus, { message: 'pricing.skuTwice' }),
    })
    .strict(),
  output: z.object({ skuIds: z.array(idSchema) }),
});

export const changePrice = defineCall({
  name: 'ucc_changePrice',
  writes: true,
  touches: ['goods'],
  audience: ['supplier'],
  permission: PRICING_PERMISSION.change,
  audit: { target: skuTarget, label: bilingual('修改价格', 'Change prices'), targetKey: 'items.skuId' },
  summary:
    'Changes the prices of own SKUs: at once for a SKU not on shelf, as a change request awaiting the ' +
    'operators for a SKU on shelf (its old price stays on sale until approved). One pending change per SKU.',
  input: z
    .object({
      items: z
        .array(priceItemSchema)
        .min(1, 'commodity.skuRequired')
        .max(MAX_ITEMS_PER_CALL)
        .refine(uniqueSkus, { message: 'pricing.skuTwice' }),
    })
    .strict(),
  output: z.object({
    /** SKUs whose price changed at once. */
    changed: z.array(idSchema),
    /** Change requests created for SKUs on shelf. */
    requested: z.array(z.object({ skuId: idSchema, changeId: idSchema })),
  }),
});

/** A SKU as the stock and price pages list it. */
export const pricingSkuRowSchema = commodityRowSchema.pick({
  skuId: true,
  spuId: true,
  skuName: true,
  supplierSkuCode: true,
  model: true,
  unit: true,
  salePrice: true,
  marketPrice: true,
  stock: true,
  status: true,
  brandName: true,
  updatedAt: true,
});
export type PricingSkuRow = z.infer<typeof pricingSkuRowSchema>;

const skuListInput = listInput(
  defineFilters(pricingGlossary, {
    keyword: filter.text(60),
    statuses: filter.choices(SKU_STATUSES, { label: 'skuStatus' }),
  }),
  ['updatedAt', 'salePrice', 'stock', 'skuName'] as const,
);

export const queryStockList = defineCall({
  name: 'ucc_queryStockList',
  audience: ['supplier'],
  permission: PRICING_PERMISSION.stock,
  summary: "The supplier's own SKUs with their stock, paged.",
  input: skuListInput,
  output: pageOf(pricingSkuRowSchema),
});

export const queryPriceSkuList = defineCall({
  name: 'ucc_queryPriceSkuList',
  audience: ['supplier'],
  permission: PRICING_PERMISSION.change,
  summary: "The supplier's own SKUs with their prices, for choosing the ones to reprice, paged.",
  input: skuListInput,
  output: pageOf(pricingSkuRowSchema),
});

export const CHANGE_STATUSES = [
  SkuChangeStatus.pending,
  SkuChangeStatus.approved,
  SkuChangeStatus.rejected,
  SkuChangeStatus.withdrawn,
] as const;

export const changeRequestRowSchema = z.object({
  changeId: idSchema,
  skuId: idSchema,
  skuName: z.string(),
  supplierSkuCode: z.string(),
  supplierName: z.string(),
  kind: z.literal('price'),
  oldSalePrice: moneyOutputSchema,
  newSalePrice: moneyOutputSchema,
  oldMarketPrice: moneyOutputSchema,
  newMarketPrice: moneyOutputSchema,
  /** The sale price's change in percent, two decimals, e.g. "-12.50". */
  changePercent: z.string(),
  status: z.enum(CHANGE_STATUSES),
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string(),
  /** The events the reader may take (the change machine's; approve and reject only with the audit's task). */
  actions: z.array(z.string()),
});
export type ChangeRequestRow = z.infer<typeof changeRequestRowSchema>;

const changeFilters = {
  keyword: filter.text(60),
  status: filter.choice(CHANGE_STATUSES),
};

export const queryChangeRequestList = defineCall({
  name: 'ucc_queryChangeRequestList',
  audience: ['supplier'],
  permission: PRICING_PERMISSION.changeRequests,
  summary: "The supplier's own change requests with their audit state, newest first, paged.",
  input: listInput(defineFilters(pricingGlossary, changeFilters), ['requestedAt'] as const),
  output: pageOf(changeRequestRowSchema),
});

export const queryChangeAuditList = defineCall({
  name: 'ucc_queryChangeAuditList',
  audience: ['operator'],
  permission: PRICING_PERMISSION.changeAudit,
  summary:
    "Every supplier's change requests with old → new and percent, paged: the `pending` tab holds those " +
    'awaiting audit, `decided` the approved, rejected and withdrawn ones; `tabCounts` counts both.',
  input: listInput(
    defineFilters(pricingGlossary, {
      keyword: changeFilters.keyword,
      supplierName: filter.text(60),
      status: changeFilters.status,
      ...auditTabFilter,
    }),
    ['requestedAt'] as const,
  ),
  output: auditPageOf(changeRequestRowSchema),
});

export const getChangeRequest = defineCall({
  name: 'ucc_getChangeRequest',
  audience: ['operator'],
  permission: PRICING_PERMISSION.changeAudit,
  summary:
    'One change request with its status history and its audits on the approval engine (each task: level, ' +
    'approver, decision, remark), oldest first.',
  input: z.object({ changeId: idSchema }).strict(),
  output: changeRequestRowSchema.extend({
    approvals: z.array(approvalHistoryEntrySchema),
    spuId: idSchema,
    skuStatus: z.number().int(),
    history: z.array(
      z.object({
        event: z.string(),
        fromStatus: z.string(),
        toStatus: z.string(),
        username: z.string().nullable(),
        remark: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});

const changeIdsSchema = z.array(idSchema).min(1, 'pricing.changeRequired').max(MAX_ITEMS_PER_CALL);
const stepOutput = z.object({ changeIds: z.array(idSchema), status: z.enum(CHANGE_STATUSES) });

export const auditPriceChange = defineCall({
  name: 'ucc_auditPriceChange',
  writes: true,
  touches: ['goods'],
  audience: ['operator'],
  permission: PRICING_PERMISSION.changeAudit,
  audit: {
    target: changeTarget,
    label: bilingual('变更审核', 'Change audit'),
    targetKey: 'changeIds',
    outcomeKey: 'approved',
    outcomes: decisionOutcomes(
      bilingual('变更审核通过', 'Approve change'),
      bilingual('变更审核驳回', 'Reject change'),
    ),
    detailKey: 'reason',
  },
  summary:
    'Approves (the new price goes on sale, search re-indexed, price history written) or rejects with a ' +
    'reason pending change requests; all or nothing.',
  input: z
    .object({
      changeIds: changeIdsSchema,
      approved: z.boolean(),
      reason: z.string().trim().max(200, 'validation.tooLong').optional().default(''),
    })
    .strict()
    .refine((i) => i.approved || i.reason !== '', { message: 'commodity.reasonRequired', path: ['reason'] }),
  output: stepOutput,
});

export const withdrawPriceChange = defineCall({
  name: 'ucc_withdrawPriceChange',
  writes: true,
  touches: ['goods'],
  audience: ['supplier'],
  permission: PRICING_PERMISSION.changeRequests,
  audit: {
    target: changeTarget,
    label: bilingual('撤回变更申请', 'Withdraw a change request'),
    targetKey: 'changeIds',
  },
  summary: "Withdraws the supplier's own pending change requests.",
  input: z.object({ changeIds: changeIdsSchema }).strict(),
  output: stepOutput,
});

export const PRICE_SOURCES = ['direct', 'approval'] as const;

export const priceHistoryRowSchema = z.object({
  historyId: idSchema,
  skuId: idSchema,
  skuName: z.string(),
  supplierSkuCode: z.string(),
  supplierName: z.string(),
  oldSalePrice: moneyOutputSchema,
  newSalePrice: moneyOutputSchema,
  oldMarketPrice: moneyOutputSchema,
  newMarketPrice: moneyOutputSchema,
  changePercent: z.string(),
  /** direct: a SKU not on shelf repriced at once; approval: an approved change request. */
  source: z.enum(PRICE_SOURCES),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type PriceHistoryRow = z.infer<typeof priceHistoryRowSchema>;

export const queryPriceHistory = defineCall({
  name: 'ucc_queryPriceHistory',
  audience: ['supplier', 'operator'],
  permission: PRICING_PERMISSION.priceHistory,
  summary: "A SKU's (or every visible SKU's) price changes, newest first; suppliers see their own SKUs only.",
  input: listInput(
    defineFilters(pricingGlossary, {
      /** One SKU's history, when the page opens from the SKU. */
      skuId: filter.scope(idSchema.optional()),
      keyword: filter.text(60),
    }),
    ['changedAt'] as const,
  ),
  output: pageOf(priceHistoryRowSchema),
});

/** A price file row (SPEC "price file management"): the goods code (or SKU id) and the new prices. */
const codeCell = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'validation.required').max(60, 'validation.tooLong'));
const cellMoney = z.union([z.number(), z.string()]).transform((v) => String(v).trim());
export const priceFileRow = z
  .object({
    skuCode: codeCell,
    salePrice: cellMoney.pipe(salePriceSchema),
    marketPrice: cellMoney.pipe(moneySchema).optional(),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.marketPrice !== undefined && isMarketBelowSale(row.salePrice, row.marketPrice))
      ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: 'commodity.marketBelowSale' });
  });

/** A stock file row: the goods code (or SKU id) and the stock. */
export const stockFileRow = z
  .object({
    skuCode: codeCell,
    stock: stockSchema,
  })
  .strict();
