import { bilingual, type PriceMonitorRow, queryPriceMonitor } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { priceMonitorList } from './monitor-list';

const dateTime = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');
const yes = bilingual('是', 'Yes');
const no = bilingual('否', 'No');
const flag = (value: boolean, locale: 'zh-CN' | 'en-US') => (value ? yes : no)[locale];

/** Price monitoring's export: the page's own query with its filters and sort. */
export const priceMonitorExport = defineExport({
  kind: 'priceMonitor',
  audience: queryPriceMonitor.audience,
  permission: queryPriceMonitor.permission ?? 'priceMonitorList',
  filters: queryPriceMonitor.input,
  list: priceMonitorList,
  columns: [
    { title: bilingual('商品名称', 'Goods name'), width: 40, value: (r: PriceMonitorRow) => r.skuName },
    { title: bilingual('商品编码', 'Goods code'), width: 18, value: (r) => r.supplierSkuCode },
    { title: bilingual('型号', 'Model'), width: 16, value: (r) => r.model },
    { title: bilingual('供应商', 'Supplier'), width: 16, value: (r) => r.supplierName },
    { title: bilingual('品牌', 'Brand'), width: 16, value: (r) => r.brandName },
    { title: bilingual('分类', 'Category'), width: 16, value: (r) => r.categoryName },
    { title: bilingual('原售价', 'Old sale price'), width: 14, value: (r) => r.oldSalePrice },
    { title: bilingual('现售价', 'Sale price'), width: 14, value: (r) => r.salePrice },
    { title: bilingual('市场价', 'Market price'), width: 14, value: (r) => r.marketPrice },
    { title: bilingual('变动比例(%)', 'Change (%)'), width: 12, value: (r) => r.changePercent },
    {
      title: bilingual('高于市场价', 'Above market price'),
      width: 12,
      value: (r, locale) => flag(r.aboveMarket, locale),
    },
    {
      title: bilingual('变动超限', 'Changed beyond limit'),
      width: 12,
      value: (r, locale) => flag(r.changedBeyond, locale),
    },
    {
      title: bilingual('最近改价时间', 'Last price change'),
      width: 20,
      value: (r) => dateTime(r.lastChangedAt),
    },
  ],
});
