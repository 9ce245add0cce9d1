import {
  type Locale,
  queryCommodityList,
  queryCommodityList as queryCommodityListCall,
  querySupplierSkuList,
  SKU_PERMISSION,
} from '@procuremart/contract';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ParsedInput } from '../../../platform/bind-call';
import { defineExport, type SheetColumn } from '../../../platform/files/define-file-kinds';
import { idText } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery } from '../../../platform/lists';
import { dictionaryLabelSql } from '../../config';
import { visibleGoods } from '../commodity/goods-scope';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  skuAttributeValues,
  skus,
  spus,
  suppliers,
} from '../tables';
import { GOODS_COLUMNS, type GoodsField } from './goods-columns';

type Query = ParsedInput<typeof queryCommodityList>;

/** A SKU's attribute values of one kind (shared or spec) as the file writes them: `name:value;name:value`. */
const attributeText = (variant: boolean): SQL<string> => sql<string>`coalesce((
  select string_agg(${attributes.name} || ':' || ${attributeValues.value}, ';' order by ${attributes.sortNo}, ${attributes.id})
  from ${skuAttributeValues}
  join ${attributes} on ${attributes.id} = ${skuAttributeValues.attributeId}
  join ${attributeValues} on ${attributeValues.id} = ${skuAttributeValues.valueId}
  where ${skuAttributeValues.skuId} = ${skus.id} and ${attributes.isVariant} = ${variant}
), '')`;

const goodsColumns = {
  skuId: skus.id,
  spuId: skus.spuId,
  categoryCode: categories.code,
  brandName: brands.brandName,
  spuName: spus.spuName,
  attributes: attributeText(false),
  description: spus.description,
  specs: attributeText(true),
  model: skus.model,
  // The file names units by their Chinese label, as it names attribute values (the import reads label or code).
  unit: dictionaryLabelSql('UNIT', skus.unit).label,
  salePrice: skus.salePrice,
  marketPrice: skus.marketPrice,
  taxRate: skus.taxRate,
  stock: skus.stock,
  supplierSkuCode: skus.supplierSkuCode,
  supplierName: suppliers.name,
};
type GoodsRow = {
  [K in keyof typeof goodsColumns]: (typeof goodsColumns)[K] extends SQL<infer T>
    ? T
    : (typeof goodsColumns)[K] extends { _: { data: infer D } }
      ? D
      : never;
};

/**
 * The goods lists' rows (ucc_querySupplierSkuList, ucc_queryCommodityList) with what the goods file needs:
 * the same joins, filters, sorts and order as commodity-lists.ts, so a file holds exactly the page's rows.
 */
export const goodsFileList = defineListQuery<Query>()({
  rows: (db) =>
    db
      .select(goodsColumns)
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .innerJoin(categories, eq(categories.id, skus.categoryId))
      .innerJoin(brands, eq(brands.id, skus.brandId))
      .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
      .$dynamic(),
  count: (db) =>
    db
      .select({ total: count() })
      .from(skus)
      .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
      .$dynamic(),
  filters: filtersOf(queryCommodityList, {
    keyword: [skus.skuName, skus.supplierSkuCode, skus.model],
    statuses: skus.status,
    supplierName: [suppliers.name, suppliers.companyName],
  }),
  sorts: {
    updatedAt: skus.updatedAt,
    salePrice: skus.salePrice,
    stock: skus.stock,
    skuName: skus.skuName,
  },
  defaultOrder: [desc(skus.updatedAt)],
  tieBreaker: skus.id,
  map: (row: GoodsRow) => row,
});

/** Stored tax rates are numeric text ('13.00'); the file takes the percent as the dictionary writes it. */
const percentText = (rate: string) => rate.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

const cellOf: Record<GoodsField, (row: GoodsRow) => string | number> = {
  productKey: (row) => idText(row.spuId),
  categoryCode: (row) => row.categoryCode,
  brandName: (row) => row.brandName,
  spuName: (row) => row.spuName,
  attributes: (row) => row.attributes,
  description: (row) => row.description,
  specs: (row) => row.specs,
  model: (row) => row.model,
  unit: (row) => row.unit,
  salePrice: (row) => row.salePrice,
  marketPrice: (row) => row.marketPrice,
  taxRate: (row) => percentText(row.taxRate),
  stock: (row) => row.stock,
  supplierSkuCode: (row) => row.supplierSkuCode,
};

/** The goods file's columns (the import template's, in its order); the product key is the SPU's id. */
const fileColumns: SheetColumn<GoodsRow>[] = GOODS_COLUMNS.map((column) => ({
  title: column.title,
  width: column.width,
  value: (row: GoodsRow, _locale: Locale) => cellOf[column.field](row),
}));

/** The supplier's goods as a goods file: its own SKUs as its goods list pages filter and sort them. */
export const supplierGoodsExport = defineExport({
  kind: 'supplierGoods',
  audience: querySupplierSkuList.audience,
  permission: SKU_PERMISSION.onShelf,
  filters: querySupplierSkuList.input,
  list: goodsFileList,
  scope: (actor) => visibleGoods(actor, skus.supplierId),
  columns: { template: fileColumns },
});

/**
 * The operators' goods query (commodityQryList) as a file: every supplier's SKUs (or those the operator's data
 * permission for goods reaches, as the list), with the supplier's name.
 */
export const commodityQueryExport = defineExport({
  kind: 'commodityQuery',
  audience: queryCommodityListCall.audience,
  permission: SKU_PERMISSION.query,
  filters: queryCommodityListCall.input,
  list: goodsFileList,
  scope: (actor) => visibleGoods(actor, skus.supplierId),
  columns: {
    template: [
      ...fileColumns,
      {
        title: { 'zh-CN': '供应商', 'en-US': 'Supplier' },
        width: 24,
        value: (row: GoodsRow) => row.supplierName,
      },
    ],
  },
});
