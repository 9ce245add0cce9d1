import { defineGlossary } from '../list-columns';
import { monitorGlossary } from '../monitor-columns';
import { bilingual } from '../texts';

/** The compare fields' labels: its lists' columns and filters, forms and details. */
export const compareGlossary = defineGlossary('compare.field', {
  keyword: bilingual('品牌/型号/商品名称', 'Brand/model/goods name'),
  brandId: monitorGlossary.labels.brandId,
  categoryId: monitorGlossary.labels.categoryId,
  brandName: bilingual('品牌', 'Brand'),
  model: bilingual('型号', 'Model'),
  skuName: bilingual('商品名称', 'Goods name'),
  supplierCount: bilingual('供应商数', 'Suppliers'),
  skuCount: bilingual('商品数', 'Goods'),
  minPrice: bilingual('最低价', 'Lowest price'),
  maxPrice: bilingual('最高价', 'Highest price'),
  spread: bilingual('价差', 'Spread'),
  spreadPercent: bilingual('价差比例(%)', 'Spread (%)'),
  supplierName: bilingual('供应商', 'Supplier'),
  shopName: bilingual('店铺', 'Shop'),
  supplierSkuCode: bilingual('商品编码', 'Goods code'),
  salePrice: bilingual('售价', 'Sale price'),
  marketPrice: bilingual('市场价', 'Market price'),
  stock: bilingual('库存', 'Stock'),
  status: bilingual('状态', 'Status'),
  aboveLowestPercent: bilingual('高于最低价(%)', 'Above lowest (%)'),
});
