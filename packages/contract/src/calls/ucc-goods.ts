import { z } from 'zod';
import { defineCall, emptyInput } from '../define-call';
import { shopGlossary } from '../glossaries/shops';
import { MAX_KEYWORD_LENGTH } from '../limits';
import { defineFilters, filter } from '../list-filters';
import { filterInput, idSchema, MAX_PAGE_SIZE, pageOf } from '../lists';
import { moneyOutputSchema } from '../money-schema';

/** Stock as a buyer sees it: plenty, a few left (≤ 10), none. */
export const stockStateSchema = z.enum(['inStock', 'lowStock', 'outOfStock']);
export type StockState = z.infer<typeof stockStateSchema>;
export const LOW_STOCK_THRESHOLD = 10;

/** Goods classification (SPEC §3): wz goods, sg construction work, fw service. */
export const goodsClassificationSchema = z.enum(['wz', 'sg', 'fw']);
const SUPPLIER_KINDS = ['ecommerce', 'agreement'] as const;
export const supplierKindSchema = z.enum(SUPPLIER_KINDS);

/** One goods card of a result list (search, shop goods, home floors). */
export const goodsCardSchema = z.object({
  skuId: idSchema,
  /** The official name (Chinese). */
  skuName: z.string(),
  /** The English name shown in en-US; '' when there is none (the official name is shown). */
  skuNameEn: z.string(),
  model: z.string(),
  unit: z.string(),
  price: moneyOutputSchema,
  marketPrice: moneyOutputSchema,
  /** URL of the main picture. */
  picture: z.string(),
  brandId: idSchema,
  brandName: z.string(),
  brandNameEn: z.string(),
  supplierId: idSchema,
  supplierShopId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string(),
  /** jd, suning, … for e-commerce suppliers; null for framework-agreement suppliers. */
  supplierCode: z.string().nullable(),
  supplierKind: supplierKindSchema,
  stockState: stockStateSchema,
  salesCount: z.number().int(),
});
export type GoodsCard = z.infer<typeof goodsCardSchema>;

export interface CategoryNode {
  categoryId: string;
  name: string;
  nameEn: string;
  level: number;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  categoryId: idSchema,
  name: z.string(),
  nameEn: z.string(),
  level: z.number().int(),
  get children() {
    return z.array(categoryNodeSchema);
  },
}) as z.ZodType<CategoryNode>;

export const getCategoryTree = defineCall({
  name: 'ucc_getCategoryTree',
  audience: ['public'],
  summary: 'The storefront (front) category tree, three levels, in display order.',
  input: emptyInput,
  output: z.object({ categories: z.array(categoryNodeSchema) }),
});

const shopSummarySchema = z.object({
  supplierShopId: idSchema,
  shopName: z.string(),
  description: z.string(),
  /** English name and description; '' when there are none (the Chinese ones are shown). */
  shopNameEn: z.string(),
  descriptionEn: z.string(),
  /** Out of 5 with one decimal, e.g. '4.8'. */
  rating: z.string(),
  servicePhone: z.string(),
  supplierId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string(),
  supplierCode: z.string().nullable(),
  supplierKind: supplierKindSchema,
  /** On-shelf goods of the shop. */
  goodsCount: z.number().int(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const getSkuDetail = defineCall({
  name: 'ucc_getSkuDetail',
  audience: ['public'],
  summary: 'One SKU as sold by one shop: prices, stock, pictures, grouped attributes, brand, shop, supplier.',
  input: z.object({ skuId: idSchema, supplierShopId: idSchema }).strict(),
  output: z.object({
    skuId: idSchema,
    spuId: idSchema,
    skuName: z.string(),
    skuNameEn: z.string(),
    model: z.string(),
    unit: z.string(),
    price: moneyOutputSchema,
    marketPrice: moneyOutputSchema,
    stock: z.number().int(),
    stockState: stockStateSchema,
    /** false: off shelf, shown but cannot be bought. */
    onShelf: z.boolean(),
    classification: goodsClassificationSchema,
    supplierSkuCode: z.string(),
    pictures: z.array(z.string()),
    /** Catalogue categories, top to leaf. */
    categoryPath: z.array(z.object({ categoryId: idSchema, name: z.string(), nameEn: z.string() })),
    /**
     * The storefront navigation path a buyer sees (front categories, top to level 3, ids for `fc`);
     * [] when no navigation entry lists the SKU's category.
     */
    frontCategoryPath: z.array(z.object({ categoryId: idSchema, name: z.string(), nameEn: z.string() })),
    attributeGroups: z.array(
      z.object({
        groupName: z.string(),
        groupNameEn: z.string(),
        attributes: z.array(
          z.object({ name: z.string(), nameEn: z.string(), value: z.string(), valueEn: z.string() }),
        ),
      }),
    ),
    /** The SKUs of the same SPU (this one included), to switch between variants. */
    variants: z.array(
      z.object({
        skuId: idSchema,
        /** The SKU's spec values ('24/6 红色'), or its model when it has none. */
        label: z.string(),
        /** The same in English ('24/6 red'). */
        labelEn: z.string(),
        onShelf: z.boolean(),
      }),
    ),
    brand: z.object({ brandId: idSchema, brandName: z.string(), brandNameEn: z.string() }),
    shop: shopSummarySchema,
  }),
});

export const queryShopList = defineCall({
  name: 'ucc_queryShopList',
  audience: ['public'],
  summary: 'Open supplier shops, filtered by name and supplier kind, paged.',
  input: filterInput(
    defineFilters(shopGlossary, {
      keyword: filter.text(MAX_KEYWORD_LENGTH),
      supplierKind: filter.choice(SUPPLIER_KINDS),
    }),
    {
      pageNo: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    },
  ),
  output: pageOf(shopSummarySchema),
});

export const getShopInfo = defineCall({
  name: 'ucc_getShopInfo',
  audience: ['public'],
  summary: 'One open shop with its supplier and the top categories of its goods.',
  input: z.object({ supplierShopId: idSchema }).strict(),
  output: shopSummarySchema.extend({
    categories: z.array(
      z.object({ categoryId: idSchema, name: z.string(), nameEn: z.string(), count: z.number().int() }),
    ),
  }),
});
