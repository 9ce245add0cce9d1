import { priceHistoryRowSchema, queryPriceHistory } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { rowScope } from '../../../platform/scope';
import { users } from '../../identity/shared-tables';
import { skus, suppliers } from '../tables';
import { changePercentOf } from './change-percent';
import { skuPriceHistory } from './tables';

type Query = ParsedInput<typeof queryPriceHistory>;

/** A price change with its SKU's and supplier's names and who made it. */
const historyRow = rowReader(
  priceHistoryRowSchema,
  skuPriceHistory,
  {
    historyId: skuPriceHistory.id,
    skuName: skus.skuName,
    supplierSkuCode: skus.supplierSkuCode,
    supplierName: suppliers.name,
    changePercent: { before: skuPriceHistory.oldSalePrice, after: skuPriceHistory.newSalePrice },
    changedBy: users.username,
  },
  { changePercent: changePercentOf },
);

/** Price history rows the actor may see: a supplier its own SKUs', operators every SKU's. */
const historyList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select(historyRow.columns)
        .from(skuPriceHistory)
        .innerJoin(skus, eq(skus.id, skuPriceHistory.skuId))
        .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
        .leftJoin(users, eq(users.id, skuPriceHistory.changedBy))
        .$dynamic(),
    count: (db) =>
      db
        .select({ total: count() })
        .from(skuPriceHistory)
        .innerJoin(skus, eq(skus.id, skuPriceHistory.skuId))
        .$dynamic(),
    where: rowScope(actor, { supplier: skus.supplierId }),
    filters: filtersOf(queryPriceHistory, {
      skuId: skuPriceHistory.skuId,
      keyword: [skus.skuName, skus.supplierSkuCode],
    }),
    sorts: { changedAt: skuPriceHistory.changedAt },
    defaultOrder: [desc(skuPriceHistory.changedAt)],
    tieBreaker: skuPriceHistory.id,
    map: historyRow.toRow,
  });

export function listPriceHistory(db: Db, actor: Actor, input: Query) {
  return runList(db, historyList(actor), input);
}
