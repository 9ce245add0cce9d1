import { priceMonitorRowSchema, queryPriceMonitor, SkuStatus } from '@procuremart/contract';
import { and, asc, count, desc, eq, gte, max, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { changePercent } from '../pricing/change-percent';
import { skuPriceHistory } from '../pricing/tables';
import { brands, categories, skus, suppliers } from '../tables';
import { monitorDays, monitorPercent } from './monitor-params';

type Query = ParsedInput<typeof queryPriceMonitor>;

const qb = new QueryBuilder();
const h = skuPriceHistory;

/** Per SKU, the earliest price change inside the monitoring window: its old price is where the window starts. */
const windowStart = qb
  .selectDistinctOn([h.skuId], {
    skuId: h.skuId,
    startPrice: sql<string>`${h.oldSalePrice}`.as('start_price'),
  })
  .from(h)
  .where(gte(h.changedAt, sql`now() - make_interval(days => ${monitorDays()})`))
  .orderBy(h.skuId, asc(h.changedAt), asc(h.id))
  .as('window_start');

/** Per SKU, its last price change ever. */
const lastChange = qb
  .select({ skuId: h.skuId, lastChangedAt: max(h.changedAt).as('last_changed_at') })
  .from(h)
  .groupBy(h.skuId)
  .as('last_change');

const startPrice = sql<string>`coalesce(${windowStart.startPrice}, ${skus.salePrice})`;
const aboveMarket = sql<boolean>`${skus.salePrice} > ${skus.marketPrice}`;
/** |new - old| / old > percent / 100, in exact numerics. */
const changedBeyond = sql<boolean>`(${windowStart.startPrice} is not null and ${windowStart.startPrice} > 0 and abs(${skus.salePrice} - ${windowStart.startPrice}) * 100 > ${monitorPercent()} * ${windowStart.startPrice})`;
const absPercent = sql`coalesce(abs(${skus.salePrice} - ${windowStart.startPrice}) * 100 / nullif(${windowStart.startPrice}, 0), 0)`;

const lastChangedAt = sql<Date | null>`${lastChange.lastChangedAt}`.mapWith(h.changedAt);

/** numeric(20,2) read through an expression keeps its two decimals; this only guards the wire format. */
const toMoney = (value: string) => (value.includes('.') ? value : `${value}.00`);

/** A flagged SKU: its own columns, its names, the price the window starts from and the change since. */
const monitorRow = rowReader(
  priceMonitorRowSchema,
  skus,
  {
    skuId: skus.id,
    supplierName: suppliers.name,
    brandName: brands.brandName,
    categoryName: categories.name,
    oldSalePrice: startPrice,
    changePercent: { before: startPrice, after: skus.salePrice },
    aboveMarket,
    changedBeyond,
    lastChangedAt,
  },
  {
    oldSalePrice: toMoney,
    changePercent: ({ before, after }: { before: string; after: string }) =>
      changePercent(toMoney(before), after),
  },
);

/** On-shelf SKUs any rule flags; the same query runs the page and its export. */
export const priceMonitorList = defineListQuery<Query>()({
  rows: (db: Db | Tx) =>
    db
      .select(monitorRow.columns)
      .from(skus)
      .innerJoin(brands, eq(brands.id, skus.brandId))
      .innerJoin(categories, eq(categories.id, skus.categoryId))
      .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
      .leftJoin(windowStart, eq(windowStart.skuId, skus.id))
      .leftJoin(lastChange, eq(lastChange.skuId, skus.id))
      .$dynamic(),
  count: (db: Db | Tx) =>
    db.select({ total: count() }).from(skus).leftJoin(windowStart, eq(windowStart.skuId, skus.id)).$dynamic(),
  where: and(eq(skus.status, SkuStatus.onShelf), or(aboveMarket, changedBeyond)),
  filters: filtersOf(queryPriceMonitor, {
    rule: custom((rule: Query['rule'] & string) => (rule === 'aboveMarket' ? aboveMarket : changedBeyond)),
    supplierId: skus.supplierId,
    categoryId: skus.categoryId,
    brandId: skus.brandId,
    keyword: [skus.skuName, skus.supplierSkuCode, skus.model],
  }),
  sorts: { changePercent: absPercent, salePrice: skus.salePrice, lastChangedAt },
  defaultOrder: [desc(absPercent)],
  tieBreaker: skus.id,
  map: monitorRow.toRow,
});

export function listPriceMonitor(db: Db, input: Query) {
  return runList(db, priceMonitorList, input);
}
