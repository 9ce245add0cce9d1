import {
  bilingual,
  defineColumns,
  defineGlossary,
  type PriceMonitorRow,
  queryPriceMonitor,
} from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { priceMonitorList } from './monitor-list';

const labels = defineGlossary('monitor.field', {
  skuName: bilingual('商品名称', 'Goods name'),
  supplierSkuCode: bilingual('商品编码', 'Goods code'),
  model: bilingual('型号', 'Model'),
  supplierName: bilingual('供应商', 'Supplier'),
  brandName: bilingual('品牌', 'Brand'),
  categoryName: bilingual('分类', 'Category'),
  oldSalePrice: bilingual('原售价', 'Old sale price'),
  salePrice: bilingual('现售价', 'Sale price'),
  marketPrice: bilingual('市场价', 'Market price'),
  changePercent: bilingual('变动比例(%)', 'Change (%)'),
  aboveMarket: bilingual('高于市场价', 'Above market price'),
  changedBeyond: bilingual('变动超限', 'Changed beyond limit'),
  lastChangedAt: bilingual('最近改价时间', 'Last price change'),
});

/** Price monitoring's export: the page's own query with its filters and sort. */
export const priceMonitorExport = defineExport({
  kind: 'priceMonitor',
  audience: queryPriceMonitor.audience,
  permission: queryPriceMonitor.permission ?? 'priceMonitorList',
  filters: queryPriceMonitor.input,
  list: priceMonitorList,
  columns: {
    list: defineColumns<PriceMonitorRow, keyof typeof labels.labels>(labels, [
      { field: 'skuName', width: 40 },
      { field: 'supplierSkuCode', width: 18 },
      { field: 'model', width: 16 },
      { field: 'supplierName', width: 16 },
      { field: 'brandName', width: 16 },
      { field: 'categoryName', width: 16 },
      { field: 'oldSalePrice', width: 14, view: { kind: 'amount' } },
      { field: 'salePrice', width: 14, view: { kind: 'amount' } },
      { field: 'marketPrice', width: 14, view: { kind: 'amount' } },
      { field: 'changePercent', width: 12 },
      { field: 'aboveMarket', width: 12, view: { kind: 'flag' } },
      { field: 'changedBeyond', width: 12, view: { kind: 'flag' } },
      { field: 'lastChangedAt', width: 20, view: { kind: 'datetime' } },
    ]),
  },
});
