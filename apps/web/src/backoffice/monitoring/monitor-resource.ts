import {
  MONITOR_RULES,
  priceMonitorColumns,
  queryPriceCompareGroups,
  queryPriceMonitor,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { pageColumns } from '../../resources/page-columns';
import { monitoringKeys } from './keys';
import { brandOptions, categoryOptions, supplierOptions } from './options';

const amount = { kind: 'amount' } as const;
const ruleOptions = MONITOR_RULES.map((rule) => ({ value: rule, labelKey: `monitor.rule.${rule}` }));

/** On-shelf SKUs a price rule flags, the biggest change first; exported with the same filters. */
export const priceMonitorList = defineList(queryPriceMonitor, {
  listKey: 'priceMonitor',
  titleKey: 'monitor.listTitle',
  rowKey: 'skuId',
  queryKey: monitoringKeys.monitor(),
  emptyHintKey: 'monitor.emptyHint',
  exportKind: 'priceMonitor',
  defaultSort: { field: 'changePercent', order: 'DESC' },
  filters: {
    rule: { options: ruleOptions },
    supplierId: { options: supplierOptions },
    brandId: { options: brandOptions },
    categoryId: { options: categoryOptions },
  },
  columns: pageColumns(priceMonitorColumns, {
    skuName: { width: 260 },
    changePercent: { width: 120 },
  }),
});

/** Goods of one brand and model on sale at several suppliers, the widest spread first. */
export const priceCompareGroupList = defineList(queryPriceCompareGroups, {
  listKey: 'priceCompareGroups',
  view: {
    page: 'priceCompareDetail',
    params: (row) => ({ skuId: row.skuId }),
    labelKey: 'compare.action.view',
  },
  titleKey: 'compare.listTitle',
  rowKey: 'skuId',
  queryKey: monitoringKeys.compareGroups(),
  emptyHintKey: 'compare.emptyHint',
  defaultSort: { field: 'spreadPercent', order: 'DESC' },
  filters: { brandId: { options: brandOptions }, categoryId: { options: categoryOptions } },
  columns: [
    { field: 'brandName', titleKey: 'compare.field.brandName' },
    { field: 'model', titleKey: 'compare.field.model' },
    { field: 'skuName', titleKey: 'compare.field.skuName', width: 260 },
    { field: 'supplierCount', titleKey: 'compare.field.supplierCount', sortField: 'supplierCount' },
    { field: 'skuCount', titleKey: 'compare.field.skuCount', hidden: true },
    { field: 'minPrice', titleKey: 'compare.field.minPrice', view: amount, sortField: 'minPrice' },
    { field: 'maxPrice', titleKey: 'compare.field.maxPrice', view: amount },
    { field: 'spread', titleKey: 'compare.field.spread', view: amount, sortField: 'spread' },
    { field: 'spreadPercent', titleKey: 'compare.field.spreadPercent', sortField: 'spreadPercent' },
  ],
});
