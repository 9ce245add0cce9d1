import {
  type ChangeRequestRow,
  queryChangeAuditList,
  queryChangeRequestList,
  queryPriceHistory,
  queryPriceSkuList,
  queryStockList,
  SkuChangeStatus,
  SkuStatus,
  skuChangeMachine,
} from '@procuremart/contract';
import { auditPriceChange, withdrawPriceChange } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { statusMapOf } from '../../resources/row-actions';
import type { Option, StatusMap } from '../../resources/types';
import { pricingKeys } from './keys';

/** The SKU statuses under this domain's own labels (the page may open before the commodity pages). */
export const skuStatusMap: StatusMap = {
  [SkuStatus.onShelf]: { labelKey: 'pricing.skuStatus.1', color: 'green' },
  [SkuStatus.offShelf]: { labelKey: 'pricing.skuStatus.0', color: 'default' },
  [SkuStatus.draft]: { labelKey: 'pricing.skuStatus.2', color: 'default' },
  [SkuStatus.awaitingFirstAudit]: { labelKey: 'pricing.skuStatus.3', color: 'blue' },
  [SkuStatus.awaitingSecondAudit]: { labelKey: 'pricing.skuStatus.4', color: 'geekblue' },
  [SkuStatus.forcedOffShelf]: { labelKey: 'pricing.skuStatus.5', color: 'red' },
};
const skuStatusView = { kind: 'status', statusMap: skuStatusMap } as const;
const skuStatusOptions: Option[] = Object.entries(skuStatusMap).map(([value, style]) => ({
  value: Number(value),
  labelKey: style.labelKey,
}));

/** Pending blue, approved green, rejected red, withdrawn grey. */
export const changeStatusMap = statusMapOf(skuChangeMachine, {
  [SkuChangeStatus.pending]: 'blue',
  [SkuChangeStatus.approved]: 'green',
  [SkuChangeStatus.rejected]: 'red',
});
const changeStatusView = { kind: 'status', statusMap: changeStatusMap } as const;
const changeStatusOptions: Option[] = Object.entries(changeStatusMap).map(([value, style]) => ({
  value,
  labelKey: style.labelKey,
}));
const amount = { kind: 'amount' } as const;
const datetime = { kind: 'datetime' } as const;

function ownSkuList(
  call: typeof queryStockList | typeof queryPriceSkuList,
  listKey: string,
  titleKey: string,
) {
  return defineList(call, {
    listKey,
    titleKey,
    rowKey: 'skuId',
    queryKey: pricingKeys.skus(),
    emptyHintKey: 'pricing.emptyHint',
    importKind: call === queryStockList ? 'stock' : 'priceFile',
    filters: { statuses: { options: skuStatusOptions } },
    columns: [
      { field: 'skuName', titleKey: 'pricing.field.skuName', width: 260, sortField: 'skuName' },
      { field: 'supplierSkuCode', titleKey: 'pricing.field.supplierSkuCode' },
      { field: 'brandName', titleKey: 'pricing.field.brandName', hidden: true },
      { field: 'model', titleKey: 'pricing.field.model', hidden: true },
      { field: 'salePrice', titleKey: 'pricing.field.salePrice', view: amount, sortField: 'salePrice' },
      { field: 'marketPrice', titleKey: 'pricing.field.marketPrice', view: amount },
      { field: 'stock', titleKey: 'pricing.field.stock', sortField: 'stock' },
      { field: 'unit', titleKey: 'pricing.field.unit', hidden: true },
      { field: 'status', titleKey: 'pricing.field.skuStatus', view: skuStatusView, width: 120 },
      { field: 'updatedAt', titleKey: 'pricing.field.updatedAt', view: datetime, sortField: 'updatedAt' },
    ],
  });
}

export const stockList = ownSkuList(queryStockList, 'repertoryList', 'pricing.title.stock');
export const priceSkuList = ownSkuList(queryPriceSkuList, 'commodityChange', 'pricing.title.priceChange');

const changeColumns = [
  { field: 'skuName', titleKey: 'pricing.field.skuName', width: 240 },
  { field: 'supplierSkuCode', titleKey: 'pricing.field.supplierSkuCode' },
  { field: 'oldSalePrice', titleKey: 'pricing.field.oldSalePrice', view: amount },
  { field: 'newSalePrice', titleKey: 'pricing.field.newSalePrice', view: amount },
  { field: 'changePercent', titleKey: 'pricing.field.changePercent' },
  { field: 'oldMarketPrice', titleKey: 'pricing.field.oldMarketPrice', view: amount, hidden: true },
  { field: 'newMarketPrice', titleKey: 'pricing.field.newMarketPrice', view: amount },
  { field: 'status', titleKey: 'pricing.field.status', view: changeStatusView, width: 100 },
  { field: 'requestedAt', titleKey: 'pricing.field.requestedAt', view: datetime, sortField: 'requestedAt' },
  { field: 'decidedBy', titleKey: 'pricing.field.decidedBy', hidden: true },
  { field: 'decidedAt', titleKey: 'pricing.field.decidedAt', view: datetime, hidden: true },
  { field: 'reason', titleKey: 'pricing.field.reason' },
] as const;

export const changeRequestList = defineList(queryChangeRequestList, {
  listKey: 'commodityChQryList',
  titleKey: 'pricing.title.changeRequests',
  rowKey: 'changeId',
  queryKey: pricingKeys.changes(),
  machine: skuChangeMachine,
  emptyHintKey: 'pricing.changeEmptyHint',
  filters: { status: { options: changeStatusOptions } },
  columns: changeColumns.map((c) => ({ ...c })),
});

const ids = (rows: Pick<ChangeRequestRow, 'changeId'>[]) => rows.map((r) => r.changeId);

/**
 * The operators' change audit (`commodityChAuditList`): awaiting audit and audited tabs, old → new with
 * percent; approve or reject (with the reason) one or many at once (all or nothing).
 */
export const changeAudit = defineAudit(queryChangeAuditList, {
  machine: skuChangeMachine,
  decisions: { pass: 'approve', refuse: 'reject' },
  batch: true,
  decide: (rows, approved, reason) => api(auditPriceChange, { changeIds: ids(rows), approved, reason }),
  listKey: 'commodityChAuditList',
  view: { page: 'commodityChDetail', params: (row) => ({ changeId: row.changeId }) },
  titleKey: 'pricing.title.changeAudit',
  rowKey: 'changeId',
  queryKey: pricingKeys.changes(),
  emptyHintKey: 'pricing.changeEmptyHint',
  filters: { status: { options: changeStatusOptions } },
  columns: [
    changeColumns[0],
    { field: 'supplierName' as const, titleKey: 'pricing.field.supplierName' },
    ...changeColumns.slice(1),
    { field: 'requestedBy' as const, titleKey: 'pricing.field.requestedBy', hidden: true },
  ].map((c) => ({ ...c })),
});

const sourceOptions = { direct: 'pricing.source.direct', approval: 'pricing.source.approval' } as const;

export const priceHistoryList = defineList(queryPriceHistory, {
  listKey: 'priceHistory',
  titleKey: 'pricing.title.priceHistory',
  rowKey: 'historyId',
  queryKey: pricingKeys.history(),
  emptyHintKey: 'pricing.historyEmptyHint',
  columns: [
    { field: 'skuName', titleKey: 'pricing.field.skuName', width: 240 },
    { field: 'supplierSkuCode', titleKey: 'pricing.field.supplierSkuCode' },
    { field: 'supplierName', titleKey: 'pricing.field.supplierName' },
    { field: 'oldSalePrice', titleKey: 'pricing.field.oldSalePrice', view: amount },
    { field: 'newSalePrice', titleKey: 'pricing.field.newSalePrice', view: amount },
    { field: 'changePercent', titleKey: 'pricing.field.changePercent' },
    { field: 'oldMarketPrice', titleKey: 'pricing.field.oldMarketPrice', view: amount, hidden: true },
    { field: 'newMarketPrice', titleKey: 'pricing.field.newMarketPrice', view: amount },
    {
      field: 'source',
      titleKey: 'pricing.field.source',
      view: { kind: 'text', labelKeyOf: (value) => sourceOptions[value as keyof typeof sourceOptions] },
    },
    { field: 'changedBy', titleKey: 'pricing.field.changedBy' },
    { field: 'changedAt', titleKey: 'pricing.field.changedAt', view: datetime, sortField: 'changedAt' },
  ],
});

type ChangeEvent = (typeof skuChangeMachine.transitions)[number]['event'];
/** The supplier withdraws its pending requests. */
export const withdrawActions = machineActions<ChangeRequestRow, ChangeEvent>(skuChangeMachine, {
  events: ['withdraw'],
  danger: ['withdraw'],
  run: (row) => api(withdrawPriceChange, { changeIds: [row.changeId] }),
  runMany: (rows) => api(withdrawPriceChange, { changeIds: ids(rows) }),
});
