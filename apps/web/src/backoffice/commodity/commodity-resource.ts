import {
  type AuditQueueRow,
  type CommodityRow,
  queryAuditList,
  queryAuditRecordList,
  queryCommodityList,
  queryShelfControlList,
  querySupplierSkuList,
  SkuStatus,
  skuMachine,
} from '@procuremart/contract';
import { auditListing } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
import { defineList } from '../../resources/define-list';
import type { PageView } from '../../resources/page-view';
import { statusMapOf } from '../../resources/row-actions';
import type { ColumnDescriptor, ListDescriptor, Option } from '../../resources/types';
import { commodityKeys } from './keys';

/** On shelf green, awaiting audit blue, forced off shelf red, the rest grey. */
export const skuStatusMap = statusMapOf(skuMachine, {
  [SkuStatus.onShelf]: 'green',
  [SkuStatus.awaitingFirstAudit]: 'blue',
  [SkuStatus.awaitingSecondAudit]: 'geekblue',
  [SkuStatus.forcedOffShelf]: 'red',
});
export const skuStatusView = { kind: 'status', statusMap: skuStatusMap } as const;

const statusOptions = (statuses: number[]): Option[] =>
  statuses.map((s) => ({ value: s, labelKey: `status.sku.${s}` }));

/** A list that always asks its call with some fixed inputs (a status set, an audit level). */
function withFixedInput<R extends CommodityRow>(
  list: ListDescriptor<R>,
  fixed: Record<string, unknown>,
  fill: (input: Record<string, unknown>) => boolean = () => true,
): ListDescriptor<R> {
  return {
    ...list,
    // The fixed inputs are part of the cache key: two pages with the same filters hold different rows.
    queryKey: [...list.queryKey, fixed],
    query: (input) => list.query(fill(input) ? { ...input, ...fixed } : input),
    // The export holds what the page shows: the same fixed inputs.
    exportFilters: (filters) => (fill(filters) ? { ...filters, ...fixed } : filters),
  };
}

const columns: ColumnDescriptor<CommodityRow>[] = [
  { field: 'skuName', titleKey: 'commodity.field.skuName', width: 260 },
  { field: 'supplierSkuCode', titleKey: 'commodity.field.supplierSkuCode' },
  { field: 'model', titleKey: 'commodity.field.model', hidden: true },
  { field: 'categoryName', titleKey: 'commodity.field.categoryName' },
  { field: 'brandName', titleKey: 'commodity.field.brandName' },
  { field: 'salePrice', titleKey: 'commodity.field.salePrice', view: { kind: 'amount' } },
  { field: 'marketPrice', titleKey: 'commodity.field.marketPrice', view: { kind: 'amount' }, hidden: true },
  { field: 'stock', titleKey: 'commodity.field.stock' },
  { field: 'unit', titleKey: 'commodity.field.unit', hidden: true },
  { field: 'status', titleKey: 'commodity.field.status', view: skuStatusView, width: 120 },
  { field: 'updatedAt', titleKey: 'commodity.field.updatedAt', view: { kind: 'datetime' } },
];
const supplierColumn: ColumnDescriptor<CommodityRow> = {
  field: 'supplierName',
  titleKey: 'commodity.field.supplierName',
};
const withSortable = (list: ColumnDescriptor<CommodityRow>[]) =>
  list.map((c) =>
    c.field === 'salePrice' || c.field === 'stock' || c.field === 'updatedAt' || c.field === 'skuName'
      ? { ...c, sortField: c.field }
      : c,
  ) as (Omit<ColumnDescriptor<CommodityRow>, 'sortField'> & {
    sortField?: 'updatedAt' | 'salePrice' | 'stock' | 'skuName';
  })[];

/** Goods open in the SPU's detail tab: the supplier's off-shelf or listing-request detail, or the operators'. */
const spuView = (page: 'soldOutDetail' | 'soldUpDetail' | 'commodityDetail'): PageView<CommodityRow> => ({
  page,
  params: (row) => ({ spuId: row.spuId }),
});

/** A supplier's own goods in some statuses (on shelf; off shelf; the listing requests). */
function supplierList(
  listKey: string,
  titleKey: string,
  statuses: number[],
  detailPage: 'soldOutDetail' | 'soldUpDetail',
) {
  const list = defineList(querySupplierSkuList, {
    listKey,
    view: spuView(detailPage),
    titleKey,
    rowKey: 'skuId',
    queryKey: commodityKeys.skus(),
    machine: skuMachine,
    emptyHintKey: 'commodity.emptyHint',
    exportKind: 'supplierGoods',
    filters: { statuses: { options: statusOptions(statuses) } },
    columns: withSortable(columns),
  });
  // The page's own statuses unless the user narrowed them.
  return withFixedInput(
    list,
    { statuses },
    (input) => !Array.isArray(input.statuses) || input.statuses.length === 0,
  );
}

export const onShelfList = supplierList(
  'onShelfCommodity',
  'commodity.title.onShelf',
  [SkuStatus.onShelf],
  'soldOutDetail',
);
export const offShelfList = supplierList(
  'soldOutList',
  'commodity.title.offShelf',
  [SkuStatus.offShelf, SkuStatus.forcedOffShelf],
  'soldOutDetail',
);
export const listingRequestList = supplierList(
  'soldUpList',
  'commodity.title.listing',
  [SkuStatus.draft, SkuStatus.awaitingFirstAudit, SkuStatus.awaitingSecondAudit],
  'soldUpDetail',
);

type SkuEvent = (typeof skuMachine.transitions)[number]['event'];

/** Each audit level's pass and reject (the rejection takes the reason). */
const LEVEL_DECISIONS = {
  1: { pass: 'passFirst', refuse: 'rejectFirst' },
  2: { pass: 'passSecond', refuse: 'rejectSecond' },
} as const satisfies Record<1 | 2, { pass: SkuEvent; refuse: SkuEvent }>;

const eventLabel = {
  kind: 'text',
  labelKeyOf: (event: unknown) => event && `commodity.event.${event}`,
} as const;

/**
 * One listing audit level's review page: awaiting review and reviewed (what this level's reviewers decided,
 * with the last decision), pass or reject with the reason, one SKU or the selected ones at once.
 */
export function listingAudit(level: 1 | 2) {
  const audit = defineAudit<typeof queryAuditList, SkuEvent, CommodityRow>(queryAuditList, {
    machine: skuMachine,
    decisions: LEVEL_DECISIONS[level],
    batch: true,
    decide: (rows, passed, reason) =>
      api(auditListing, { skuIds: rows.map((r) => r.skuId), level, passed, reason }),
    listKey: level === 1 ? 'newSoldUpList' : 'newSoldUpTwoList',
    view: spuView('commodityDetail'),
    titleKey: level === 1 ? 'commodity.title.firstAudit' : 'commodity.title.secondAudit',
    rowKey: 'skuId',
    queryKey: commodityKeys.skus(),
    emptyHintKey: 'commodity.auditEmptyHint',
    columns: [
      ...[...columns.slice(0, 1), supplierColumn, ...columns.slice(1)].map((c) =>
        c.field === 'updatedAt' || c.field === 'salePrice' ? { ...c, sortField: c.field } : c,
      ),
      { field: 'decision', titleKey: 'commodity.field.decision', view: eventLabel },
      { field: 'decidedBy', titleKey: 'commodity.field.decidedBy', hidden: true },
      { field: 'decidedAt', titleKey: 'commodity.field.decidedAt', view: { kind: 'datetime' }, hidden: true },
      {
        field: 'decisionRemark',
        titleKey: 'commodity.field.decisionRemark',
        view: { kind: 'text', ellipsis: true },
        hidden: true,
      },
    ] as (Omit<ColumnDescriptor<AuditQueueRow>, 'sortField'> & { sortField?: 'updatedAt' | 'salePrice' })[],
  });
  // The level is part of every request and of the cache key: the two pages hold different rows.
  return { ...audit, list: withFixedInput(audit.list, { level }) };
}

const operatorStatuses = [
  SkuStatus.onShelf,
  SkuStatus.offShelf,
  SkuStatus.forcedOffShelf,
  SkuStatus.draft,
  SkuStatus.awaitingFirstAudit,
  SkuStatus.awaitingSecondAudit,
];

export const commodityQueryList = defineList(queryCommodityList, {
  listKey: 'commodityQryList',
  view: spuView('commodityDetail'),
  titleKey: 'commodity.title.query',
  rowKey: 'skuId',
  queryKey: commodityKeys.skus(),
  machine: skuMachine,
  emptyHintKey: 'commodity.emptyHint',
  exportKind: 'commodityQuery',
  filters: { statuses: { options: statusOptions(operatorStatuses) } },
  columns: withSortable([...columns.slice(0, 1), supplierColumn, ...columns.slice(1)]),
});

export const shelfControlList = defineList(queryShelfControlList, {
  listKey: 'ecmnlots',
  view: spuView('commodityDetail'),
  titleKey: 'commodity.title.shelfControl',
  rowKey: 'skuId',
  queryKey: commodityKeys.skus(),
  machine: skuMachine,
  emptyHintKey: 'commodity.emptyHint',
  filters: {
    statuses: { options: statusOptions([SkuStatus.onShelf, SkuStatus.offShelf, SkuStatus.forcedOffShelf]) },
  },
  columns: withSortable([...columns.slice(0, 1), supplierColumn, ...columns.slice(1)]),
});

const eventOptions: Option[] = [
  'submit',
  'list',
  'passFirst',
  'rejectFirst',
  'passSecond',
  'rejectSecond',
  'takeOffShelf',
  'forceOffShelf',
  'restore',
].map((event) => ({ value: event, labelKey: `commodity.event.${event}` }));

export const auditRecordList = defineList(queryAuditRecordList, {
  listKey: 'commodityAuditRecordList',
  titleKey: 'commodity.title.records',
  rowKey: 'recordId',
  queryKey: commodityKeys.records(),
  emptyHintKey: 'commodity.recordsEmptyHint',
  filters: { event: { options: eventOptions } },
  columns: [
    { field: 'skuName', titleKey: 'commodity.field.skuName', width: 240 },
    { field: 'supplierName', titleKey: 'commodity.field.supplierName' },
    {
      field: 'event',
      titleKey: 'commodity.field.event',
      view: { kind: 'text', labelKeyOf: (event) => `commodity.event.${String(event)}` },
    },
    { field: 'fromStatus', titleKey: 'commodity.field.fromStatus', view: skuStatusView },
    { field: 'toStatus', titleKey: 'commodity.field.toStatus', view: skuStatusView },
    { field: 'username', titleKey: 'commodity.field.username' },
    { field: 'remark', titleKey: 'commodity.field.remark', view: { kind: 'text', ellipsis: true } },
    {
      field: 'createdAt',
      titleKey: 'commodity.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
  ],
});
