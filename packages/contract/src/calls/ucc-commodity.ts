import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { commodityGlossary } from '../glossaries/commodity';
import { auditTabFilter, defineFilters, filter } from '../list-filters';
import { auditPageOf, idSchema, listInput, pageOf } from '../lists';
import { SKU_PERMISSION } from '../machines/sku';
import { compareMoney, isWireMoney } from '../money';
import { moneyOutputSchema, moneySchema } from '../money-schema';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { storedFileSchema } from './cfc-files';
import { approvalHistoryEntrySchema } from './process/cfc-process';
import { SKU_STATUSES } from './ucc-commodity.dictionaries';

// Supplier listings: an SPU with its SKUs, the listing request, the two-level operator audit and shelf
// control (the SKU machine in machines/sku.ts).

const skuTarget = defineAuditTarget('sku', bilingual('商品', 'SKU'));
const spuTarget = defineAuditTarget('spu', bilingual('商品（SPU）', 'Product'));
const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const boundedText = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });
/** Plain text only: a description is shown as text, and markup (a script, an event handler) is refused. */
const MARKUP = /<\s*[a-z!/?]|javascript:/i;
export const hasNoMarkup = (text: string): boolean => !MARKUP.test(text);

export const SPU_NAME_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const MAX_SKUS_PER_SPU = 30;
/** The most pictures one SPU may have (the parameter commodity.maxSkuPictures is at most this). */
export const MAX_SPU_PICTURES = 30;

/** The market price is never below the sale price (once both are well-formed, non-negative amounts). */
export const isMarketBelowSale = (salePrice: string, marketPrice: string): boolean =>
  [salePrice, marketPrice].every((v) => /^\d/.test(v) && isWireMoney(v)) &&
  compareMoney(marketPrice, salePrice) < 0;

/**
 * Runs the market/sale price comparison whenever both prices are texts, even when another field of the SKU is
 * wrong (zod skips an object's refinements then), so a form shows every message of a row at once.
 */
export const whenBothPrices = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { salePrice?: unknown; marketPrice?: unknown } | null;
    return typeof value?.salePrice === 'string' && typeof value?.marketPrice === 'string';
  },
};

const attributeChoice = z.object({ attributeId: idSchema, valueId: idSchema }).strict();

export const skuInputSchema = z
  .object({
    /** Absent for a new SKU of the SPU. */
    skuId: idSchema.optional(),
    /** The values of the category's spec (variant) attributes that tell this SKU apart. */
    specs: z.array(attributeChoice).max(10).default([]),
    model: boundedText(60).default(''),
    /** A code of the UNIT dictionary. */
    unit: z.string().trim().min(1, 'validation.required').max(20),
    // Malformed amounts are refused by moneySchema alone (compareMoney cannot read them).
    salePrice: moneySchema.refine((v) => !isWireMoney(v) || compareMoney(v, '0') > 0, {
      message: 'commodity.pricePositive',
    }),
    marketPrice: moneySchema,
    /** A code of the TAX_RATE dictionary (percent), e.g. '13'. */
    taxRate: z.string().trim().min(1, 'validation.required').max(10),
    stock: z.number('validation.invalid').int('validation.invalid').min(0).max(99_999_999),
    supplierSkuCode: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(60, 'validation.tooLong')
      .regex(/^[A-Za-z0-9._-]+$/, 'commodity.codeFormat'),
  })
  .strict()
  .superRefine((sku, ctx) => {
    if (isMarketBelowSale(sku.salePrice, sku.marketPrice))
      ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: 'commodity.marketBelowSale' });
  }, whenBothPrices);
export type SkuInput = z.input<typeof skuInputSchema>;

export const saveSpu = defineCall({
  name: 'ucc_saveSpu',
  writes: true,
  touches: ['goods'],
  audience: ['supplier'],
  permission: SKU_PERMISSION.create,
  audit: {
    target: spuTarget,
    label: bilingual('保存商品', 'Save goods'),
    targetKey: 'spuId',
    detailKey: 'spuName',
  },
  summary:
    'Creates or edits (spuId given) an SPU of the supplier in a leaf category, with its attribute values, ' +
    'pictures, plain-text description and SKUs; new SKUs start as drafts, only drafts and SKUs off shelf ' +
    'may be edited.',
  input: z
    .object({
      spuId: idSchema.optional(),
      categoryId: idSchema,
      brandId: idSchema,
      spuName: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .refine(withinLength(SPU_NAME_MAX), { message: 'validation.tooLong', params: { max: SPU_NAME_MAX } }),
      description: boundedText(DESCRIPTION_MAX)
        .refine(hasNoMarkup, { message: 'commodity.markupRefused' })
        .default(''),
      /** Uploaded pictures (group image), the main picture first. */
      pictureFileIds: z.array(idSchema).min(1, 'commodity.pictureRequired').max(MAX_SPU_PICTURES),
      /** Values of the category's attributes shared by every SKU. */
      attributes: z.array(attributeChoice).max(50).default([]),
      skus: z.array(skuInputSchema).min(1, 'commodity.skuRequired').max(MAX_SKUS_PER_SPU),
    })
    .strict(),
  output: z.object({ spuId: idSchema, skuIds: z.array(idSchema) }),
});

export const commodityRowSchema = z.object({
  skuId: idSchema,
  spuId: idSchema,
  skuName: z.string(),
  supplierSkuCode: z.string(),
  model: z.string(),
  unit: z.string(),
  salePrice: moneyOutputSchema,
  marketPrice: moneyOutputSchema,
  taxRate: z.string(),
  stock: z.number().int(),
  /** SkuStatus. */
  status: z.number().int(),
  categoryName: z.string(),
  brandName: z.string(),
  supplierName: z.string(),
  updatedAt: z.string(),
});
export type CommodityRow = z.infer<typeof commodityRowSchema>;

const commodityFilters = {
  keyword: filter.text(60),
  statuses: filter.choices(SKU_STATUSES, { label: 'status' }),
};
const commoditySorts = ['updatedAt', 'salePrice', 'stock', 'skuName'] as const;

export const querySupplierSkuList = defineCall({
  name: 'ucc_querySupplierSkuList',
  audience: ['supplier'],
  permission: SKU_PERMISSION.onShelf,
  summary: "The supplier's own SKUs by name/code and status, paged.",
  input: listInput(defineFilters(commodityGlossary, commodityFilters), commoditySorts),
  output: pageOf(commodityRowSchema),
});

export const queryCommodityList = defineCall({
  name: 'ucc_queryCommodityList',
  audience: ['operator'],
  permission: SKU_PERMISSION.query,
  summary: 'SKUs of every supplier by name/code, supplier and status, paged.',
  input: listInput(
    defineFilters(commodityGlossary, {
      keyword: commodityFilters.keyword,
      supplierName: filter.text(60),
      statuses: commodityFilters.statuses,
    }),
    commoditySorts,
  ),
  output: pageOf(commodityRowSchema),
});

export const queryShelfControlList = defineCall({
  name: 'ucc_queryShelfControlList',
  audience: ['operator'],
  permission: SKU_PERMISSION.forcedOffShelf,
  summary: 'SKUs on shelf, off shelf or forced off shelf, for forcing off shelf and restoring, paged.',
  input: listInput(
    defineFilters(commodityGlossary, {
      keyword: commodityFilters.keyword,
      supplierName: filter.text(60),
      statuses: commodityFilters.statuses,
    }),
    commoditySorts,
  ),
  output: pageOf(commodityRowSchema),
});

export const auditLevelSchema = z.union([z.literal(1), z.literal(2)]);

/** A SKU in a listing audit queue, with the last decision taken on it at that level (none while never decided). */
export const auditQueueRowSchema = commodityRowSchema.extend({
  /** passFirst / rejectFirst at level 1, passSecond / rejectSecond at level 2. */
  decision: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  /** The SKU steps the reader may take (passing or rejecting only with the open task of the level's audit). */
  actions: z.array(z.string()),
});
export type AuditQueueRow = z.infer<typeof auditQueueRowSchema>;

export const queryAuditList = defineCall({
  name: 'ucc_queryAuditList',
  audience: ['operator'],
  // Either review page passes the gate; the level asked for needs its own page (checked by the server).
  permission: [SKU_PERMISSION.firstAudit, SKU_PERMISSION.secondAudit],
  summary:
    "One audit level's listing requests (each level needs its own review page), paged: those waiting at the " +
    'level, or (tab decided) those its reviewers passed or rejected that are not waiting there again, with ' +
    'the last decision at the level.',
  input: listInput(
    defineFilters(commodityGlossary, {
      level: filter.scope(auditLevelSchema),
      ...auditTabFilter,
      keyword: filter.text(60),
      supplierName: filter.text(60),
    }),
    ['updatedAt', 'salePrice'] as const,
  ),
  output: auditPageOf(auditQueueRowSchema),
});

export const auditRecordSchema = z.object({
  recordId: idSchema,
  skuId: idSchema,
  skuName: z.string(),
  supplierName: z.string(),
  event: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  username: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const queryAuditRecordList = defineCall({
  name: 'ucc_queryAuditRecordList',
  audience: ['operator'],
  permission: SKU_PERMISSION.auditRecords,
  summary: 'Who took which SKU step (audits, shelf control) when, with the reason; newest first, paged.',
  input: listInput(
    defineFilters(commodityGlossary, {
      keyword: filter.text(60),
      /** A SKU machine event, picked from the page's list. */
      event: filter.pick({ schema: z.string().trim().max(30) }),
      dateRange: filter.dateRange('from', 'to'),
    }),
    ['createdAt'] as const,
  ),
  output: pageOf(auditRecordSchema),
});

/** An attribute value goods hold, with the attribute's and the value's English forms ('' name: show the Chinese). */
const attributeChoiceView = z.object({
  attributeId: idSchema,
  name: z.string(),
  nameEn: z.string(),
  valueId: idSchema,
  value: z.string(),
  valueEn: z.string(),
});

export const commodityDetailSchema = z.object({
  spuId: idSchema,
  spuName: z.string(),
  categoryId: idSchema,
  categoryName: z.string(),
  brandId: idSchema,
  brandName: z.string(),
  supplierName: z.string(),
  description: z.string(),
  pictures: z.array(storedFileSchema),
  attributes: z.array(attributeChoiceView),
  skus: z.array(
    commodityRowSchema.extend({
      unitCode: z.string(),
      specs: z.array(attributeChoiceView),
    }),
  ),
  history: z.array(
    z.object({
      skuId: idSchema,
      event: z.string(),
      fromStatus: z.number().int(),
      toStatus: z.number().int(),
      username: z.string().nullable(),
      remark: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Its SKUs' listing audits on the approval engine, every task oldest first, by SKU. */
  approvals: z.array(approvalHistoryEntrySchema.extend({ skuId: idSchema })),
});
export type CommodityDetail = z.infer<typeof commodityDetailSchema>;

/**
 * Any supplier's SPU as operators see it: each SKU with the steps the operator may take on it (passing or
 * rejecting at its audit level only with the open task of that level's audit; forcing off shelf, restoring).
 */
export const operatorCommodityDetailSchema = commodityDetailSchema.extend({
  skus: z.array(commodityDetailSchema.shape.skus.element.extend({ actions: z.array(z.string()) })),
});
export type OperatorCommodityDetail = z.infer<typeof operatorCommodityDetailSchema>;

export const getSupplierCommodity = defineCall({
  name: 'ucc_getSupplierCommodity',
  audience: ['supplier'],
  permission: SKU_PERMISSION.onShelf,
  summary: "One of the supplier's SPUs with its SKUs, pictures, attributes and status history.",
  input: z.object({ spuId: idSchema }).strict(),
  output: commodityDetailSchema,
});

export const getCommodity = defineCall({
  name: 'ucc_getCommodity',
  audience: ['operator'],
  permission: SKU_PERMISSION.query,
  summary:
    "Any supplier's SPU with its SKUs (each with the steps the operator may take on it), pictures, attributes " +
    'and status history.',
  input: z.object({ spuId: idSchema }).strict(),
  output: operatorCommodityDetailSchema,
});

const skuIdsSchema = z.array(idSchema).min(1, 'commodity.skuRequired').max(200);
const reasonSchema = boundedText(200);
const stepOutput = z.object({ skuIds: z.array(idSchema), status: z.number().int() });

export const submitListing = defineCall({
  name: 'ucc_submitListing',
  writes: true,
  touches: ['goods'],
  audience: ['supplier'],
  permission: SKU_PERMISSION.listingRequests,
  audit: { target: skuTarget, label: bilingual('提交上架申请', 'Request listing'), targetKey: 'skuIds' },
  summary: 'Asks to list draft or off-shelf SKUs: to the first audit, or straight on shelf without review.',
  input: z.object({ skuIds: skuIdsSchema }).strict(),
  output: stepOutput,
});

export const auditListing = defineCall({
  name: 'ucc_auditListing',
  writes: true,
  touches: ['goods'],
  audience: ['operator'],
  // Either review page passes the gate; the SKU machine's step at each level needs that level's page.
  permission: [SKU_PERMISSION.firstAudit, SKU_PERMISSION.secondAudit],
  audit: {
    target: skuTarget,
    label: bilingual('上架审核', 'Listing audit'),
    targetKey: 'skuIds',
    outcomeKey: 'passed',
    outcomes: decisionOutcomes(
      bilingual('上架审核通过', 'Pass listing'),
      bilingual('上架审核驳回', 'Reject listing'),
    ),
    detailKey: 'reason',
  },
  summary: 'Passes or rejects (with the reason) listing requests at audit level 1 or 2.',
  input: z
    .object({
      skuIds: skuIdsSchema,
      level: auditLevelSchema,
      passed: z.boolean(),
      reason: reasonSchema.optional().default(''),
    })
    .strict()
    .refine((i) => i.passed || i.reason !== '', { message: 'commodity.reasonRequired', path: ['reason'] }),
  output: stepOutput,
});

export const requestOffShelf = defineCall({
  name: 'ucc_requestOffShelf',
  writes: true,
  touches: ['goods'],
  audience: ['supplier'],
  permission: SKU_PERMISSION.onShelf,
  audit: {
    target: skuTarget,
    label: bilingual('商品下架', 'Take off shelf'),
    targetKey: 'skuIds',
    detailKey: 'reason',
  },
  summary: "Takes the supplier's on-shelf SKUs off shelf.",
  input: z.object({ skuIds: skuIdsSchema, reason: reasonSchema.optional().default('') }).strict(),
  output: stepOutput,
});

export const forceOffShelf = defineCall({
  name: 'ucc_forceOffShelf',
  writes: true,
  touches: ['goods'],
  audience: ['operator'],
  permission: SKU_PERMISSION.forcedOffShelf,
  audit: {
    target: skuTarget,
    label: bilingual('强制下架', 'Force off shelf'),
    targetKey: 'skuIds',
    detailKey: 'reason',
  },
  summary: 'Forces SKUs off shelf with a reason; only an operator restores them.',
  input: z.object({ skuIds: skuIdsSchema, reason: reasonSchema.min(1, 'commodity.reasonRequired') }).strict(),
  output: stepOutput,
});

export const restoreShelf = defineCall({
  name: 'ucc_restoreShelf',
  writes: true,
  touches: ['goods'],
  audience: ['operator'],
  permission: SKU_PERMISSION.forcedOffShelf,
  audit: {
    target: skuTarget,
    label: bilingual('恢复上架', 'Restore to shelf'),
    targetKey: 'skuIds',
    detailKey: 'reason',
  },
  summary: 'Puts forced-off SKUs back on shelf.',
  input: z.object({ skuIds: skuIdsSchema, reason: reasonSchema.optional().default('') }).strict(),
  output: stepOutput,
});

const listingAttributeSchema = z.object({
  attributeId: idSchema,
  name: z.string(),
  /** The English name ('' when none was given: show name). */
  nameEn: z.string(),
  /** A spec attribute: each SKU of the SPU picks its own value. */
  isVariant: z.boolean(),
  /** A shared attribute the goods may leave out (spec attributes are always required). */
  required: z.boolean(),
  values: z.array(z.object({ valueId: idSchema, value: z.string(), valueEn: z.string() })),
});
export type ListingAttribute = z.infer<typeof listingAttributeSchema>;

export const getListingOptions = defineCall({
  name: 'ucc_getListingOptions',
  audience: ['supplier'],
  permission: SKU_PERMISSION.create,
  summary:
    'What the goods form offers: enabled leaf categories (with their path), enabled brands and, given a category, its attributes with their values.',
  input: z.object({ categoryId: idSchema.optional() }).strict(),
  output: z.object({
    /** `pathEn`: the same path of English names, a level without one by its Chinese name. */
    categories: z.array(z.object({ categoryId: idSchema, path: z.string(), pathEn: z.string() })),
    brands: z.array(z.object({ brandId: idSchema, brandName: z.string(), brandNameEn: z.string() })),
    attributes: z.array(listingAttributeSchema),
  }),
});
