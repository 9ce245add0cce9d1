import { z } from 'zod';
import { defineCall } from '../define-call';
import { compareGlossary } from '../glossaries/monitoring';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { moneyOutputSchema } from '../money-schema';
import { monitorGlossary } from '../monitor-columns';

// Price monitoring and the comparison of the same goods across suppliers (SPEC §2 "Commodities": price
// monitoring/change/compare queries). Operators only; the rules' percent and days are parameters.

export const MONITOR_PERMISSION = {
  monitor: 'priceMonitorList',
  compare: 'priceCompareList',
  thirdPartyBrands: 'thirdPartyBrandList',
} as const;

/** aboveMarket: sale price above the market price; changed: moved by more than the percent within the days. */
export const MONITOR_RULES = ['aboveMarket', 'changed'] as const;
export type MonitorRule = (typeof MONITOR_RULES)[number];

export const priceMonitorRowSchema = z.object({
  skuId: idSchema,
  spuId: idSchema,
  skuName: z.string(),
  supplierSkuCode: z.string(),
  model: z.string(),
  supplierName: z.string(),
  brandName: z.string(),
  categoryName: z.string(),
  /** The sale price at the start of the window (the earliest change in it); the current one when none. */
  oldSalePrice: moneyOutputSchema,
  salePrice: moneyOutputSchema,
  marketPrice: moneyOutputSchema,
  /** Signed change from oldSalePrice to salePrice in percent, 2 decimals. */
  changePercent: z.string(),
  aboveMarket: z.boolean(),
  changedBeyond: z.boolean(),
  lastChangedAt: z.string().nullable(),
});
export type PriceMonitorRow = z.infer<typeof priceMonitorRowSchema>;

export const queryPriceMonitor = defineCall({
  name: 'ucc_queryPriceMonitor',
  audience: ['operator'],
  permission: MONITOR_PERMISSION.monitor,
  summary:
    "On-shelf SKUs flagged by a price rule: sale price above market price, or a sale price changed by more than 'commodity.priceMonitorPercent' within 'commodity.priceMonitorDays' days (current price against the earliest price in the window).",
  input: listInput(
    defineFilters(monitorGlossary, {
      rule: filter.choice(MONITOR_RULES),
      keyword: filter.text(60),
      supplierId: filter.pick(),
      brandId: filter.pick(),
      categoryId: filter.pick(),
    }),
    ['changePercent', 'salePrice', 'lastChangedAt'] as const,
  ),
  output: pageOf(priceMonitorRowSchema),
});

const optionSchema = z.object({ id: idSchema, name: z.string() });
export const queryMonitorOptions = defineCall({
  name: 'ucc_queryMonitorOptions',
  audience: ['operator'],
  permission: [MONITOR_PERMISSION.monitor, MONITOR_PERMISSION.compare, MONITOR_PERMISSION.thirdPartyBrands],
  summary:
    "The monitoring pages' filter options: suppliers, enabled brands and leaf categories (with their path).",
  input: z.object({}).strict(),
  output: z.object({
    suppliers: z.array(optionSchema.extend({ supplierCode: z.string().nullable() })),
    brands: z.array(optionSchema),
    categories: z.array(optionSchema),
  }),
});

export const priceCompareGroupSchema = z.object({
  /** The group's first SKU: the key to open the group with. */
  skuId: idSchema,
  brandId: idSchema,
  brandName: z.string(),
  model: z.string(),
  skuName: z.string(),
  supplierCount: z.number().int(),
  skuCount: z.number().int(),
  minPrice: moneyOutputSchema,
  maxPrice: moneyOutputSchema,
  /** maxPrice - minPrice. */
  spread: moneyOutputSchema,
  /** spread in percent of minPrice, 2 decimals. */
  spreadPercent: z.string(),
});
export type PriceCompareGroup = z.infer<typeof priceCompareGroupSchema>;

export const queryPriceCompareGroups = defineCall({
  name: 'ucc_queryPriceCompareGroups',
  audience: ['operator'],
  permission: MONITOR_PERMISSION.compare,
  summary:
    'Goods offered on shelf by more than one supplier: same brand and same model (trimmed, case-insensitive, spaces and dashes ignored), with their lowest and highest sale price.',
  input: listInput(
    defineFilters(compareGlossary, {
      keyword: filter.text(60),
      brandId: filter.pick(),
      categoryId: filter.pick(),
      /** The group of this SKU only (the page opening a group names it). */
      skuId: filter.scope(idSchema.optional()),
    }),
    ['spread', 'spreadPercent', 'supplierCount', 'minPrice'] as const,
  ),
  output: pageOf(priceCompareGroupSchema),
});

export const priceCompareSkuSchema = z.object({
  skuId: idSchema,
  spuId: idSchema,
  skuName: z.string(),
  supplierSkuCode: z.string(),
  model: z.string(),
  supplierName: z.string(),
  shopName: z.string(),
  salePrice: moneyOutputSchema,
  marketPrice: moneyOutputSchema,
  stock: z.number().int(),
  /** SkuStatus. */
  status: z.number().int(),
  /** salePrice above the group's lowest, in percent of it. */
  aboveLowestPercent: z.string(),
});
export type PriceCompareSku = z.infer<typeof priceCompareSkuSchema>;

export const queryPriceCompare = defineCall({
  name: 'ucc_queryPriceCompare',
  audience: ['operator'],
  permission: MONITOR_PERMISSION.compare,
  summary:
    "A SKU's comparison group: every on-shelf SKU of the same brand and normalised model, of any supplier, cheapest first (the SKU itself always included).",
  input: z.object({ skuId: idSchema }).strict(),
  output: z.object({
    skuId: idSchema,
    brandName: z.string(),
    model: z.string(),
    supplierCount: z.number().int(),
    minPrice: moneyOutputSchema,
    maxPrice: moneyOutputSchema,
    spread: moneyOutputSchema,
    rows: z.array(priceCompareSkuSchema),
  }),
});
