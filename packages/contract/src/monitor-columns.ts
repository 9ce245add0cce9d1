import type { PriceMonitorRow } from './calls/ucc-monitoring';
import { defineColumns, defineGlossary } from './list-columns';
import { bilingual } from './texts';

/** Price monitoring's field labels: its filters, its columns and its export's headers. */
export const monitorGlossary = defineGlossary('monitor.field', {
  rule: bilingual('监控规则', 'Rule'),
  keyword: bilingual('商品名称/编码/型号', 'Goods name/code/model'),
  skuName: bilingual('商品名称', 'Goods name'),
  supplierSkuCode: bilingual('商品编码', 'Goods code'),
  model: bilingual('型号', 'Model'),
  supplierId: bilingual('供应商', 'Supplier'),
  supplierName: bilingual('供应商', 'Supplier'),
  brandId: bilingual('品牌', 'Brand'),
  brandName: bilingual('品牌', 'Brand'),
  categoryId: bilingual('分类', 'Category'),
  categoryName: bilingual('分类', 'Category'),
  oldSalePrice: bilingual('原售价', 'Old sale price'),
  salePrice: bilingual('现售价', 'Sale price'),
  marketPrice: bilingual('市场价', 'Market price'),
  changePercent: bilingual('变动比例(%)', 'Change (%)'),
  aboveMarket: bilingual('高于市场价', 'Above market price'),
  changedBeyond: bilingual('变动超限', 'Changed beyond limit'),
  lastChangedAt: bilingual('最近改价时间', 'Last price change'),
});

/** Price monitoring's columns: its page and its export (each rule a yes/no column, a tag on the page). */
export const priceMonitorColumns = defineColumns<PriceMonitorRow, keyof typeof monitorGlossary.labels>(
  monitorGlossary,
  [
    { field: 'skuName', width: 40 },
    { field: 'supplierSkuCode', width: 18, hidden: true },
    { field: 'model', width: 16, hidden: true },
    { field: 'supplierName', width: 16 },
    { field: 'brandName', width: 16 },
    { field: 'categoryName', width: 16, hidden: true },
    { field: 'oldSalePrice', width: 14, view: { kind: 'amount' } },
    { field: 'salePrice', sortField: 'salePrice', width: 14, view: { kind: 'amount' } },
    { field: 'marketPrice', width: 14, view: { kind: 'amount' } },
    { field: 'changePercent', sortField: 'changePercent', width: 12 },
    { field: 'aboveMarket', width: 12, view: { kind: 'flag' } },
    { field: 'changedBeyond', width: 12, view: { kind: 'flag' } },
    { field: 'lastChangedAt', sortField: 'lastChangedAt', width: 20, view: { kind: 'datetime' } },
  ],
);
