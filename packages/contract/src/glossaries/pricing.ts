import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The pricing fields' labels: its lists' columns and filters, forms and details. */
export const pricingGlossary = defineGlossary('pricing.field', {
  keyword: bilingual('商品名称/编码', 'Goods name/code'),
  skuName: bilingual('商品名称', 'Goods name'),
  supplierSkuCode: bilingual('商品编码', 'Goods code'),
  brandName: bilingual('品牌', 'Brand'),
  model: bilingual('型号', 'Model'),
  unit: bilingual('单位', 'Unit'),
  salePrice: bilingual('销售价', 'Sale price'),
  marketPrice: bilingual('市场价', 'Market price'),
  stock: bilingual('库存', 'Stock'),
  newStock: bilingual('新库存', 'New stock'),
  newSalePrice: bilingual('新销售价', 'New sale price'),
  newMarketPrice: bilingual('新市场价', 'New market price'),
  status: bilingual('状态', 'Status'),
  skuStatus: bilingual('商品状态', 'Goods status'),
  updatedAt: bilingual('更新时间', 'Updated'),
  supplierName: bilingual('供应商', 'Supplier'),
  oldSalePrice: bilingual('原销售价', 'Old sale price'),
  oldMarketPrice: bilingual('原市场价', 'Old market price'),
  changePercent: bilingual('涨跌幅(%)', 'Change (%)'),
  requestedBy: bilingual('申请人', 'Requested by'),
  requestedAt: bilingual('申请时间', 'Requested at'),
  decidedBy: bilingual('审核人', 'Decided by'),
  decidedAt: bilingual('审核时间', 'Decided at'),
  reason: bilingual('原因', 'Reason'),
  source: bilingual('来源', 'Source'),
  changedBy: bilingual('操作人', 'Changed by'),
  changedAt: bilingual('变更时间', 'Changed at'),
  kind: bilingual('变更类型', 'Change'),
});
