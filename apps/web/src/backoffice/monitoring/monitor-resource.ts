import {
  MONITOR_RULES,
  type MonitorRule,
  type PriceMonitorRow,
  priceMonitorColumns,
  queryPriceCompareGroups,
  queryPriceMonitor,
} from '@procuremart/contract';
import { createElement } from 'react';
import { defineList } from '../../resources/define-list';
import { pageColumns } from '../../resources/page-columns';
import { monitoringKeys } from './keys';
import { brandOptions, categoryOptions, supplierOptions } from './options';
import { RuleTag } from './RuleTag';

const amount = { kind: 'amount' } as const;
/** A rule's yes/no column shown as the rule's tag when met. */
const ruleTag = (rule: MonitorRule, met: (row: PriceMonitorRow) => boolean) =>
  ({
    kind: 'custom',
    render: (row: PriceMonitorRow) => createElement(RuleTag, { rule, met: met(row) }),
  }) as const;
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
  filters: [
    { kind: 'select', name: 'rule', labelKey: 'monitor.field.rule', options: ruleOptions },
    { kind: 'text', name: 'keyword', labelKey: 'monitor.field.keyword', maxLength: 60 },
    { kind: 'select', name: 'supplierId', labelKey: 'monitor.field.supplierId', options: supplierOptions },
    { kind: 'select', name: 'brandId', labelKey: 'monitor.field.brandId', options: brandOptions },
    { kind: 'select', name: 'categoryId', labelKey: 'monitor.field.categoryId', options: categoryOptions },
  ],
  columns: pageColumns(priceMonitorColumns, {
    skuName: { width: 260 },
    changePercent: { width: 120 },
    aboveMarket: { view: ruleTag('aboveMarket', (row) => row.aboveMarket) },
    changedBeyond: { view: ruleTag('changed', (row) => row.changedBeyond) },
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
  filters: [
    { kind: 'text', name: 'keyword', labelKey: 'compare.field.keyword', maxLength: 60 },
    { kind: 'select', name: 'brandId', labelKey: 'monitor.field.brandId', options: brandOptions },
    { kind: 'select', name: 'categoryId', labelKey: 'monitor.field.categoryId', options: categoryOptions },
  ],
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
