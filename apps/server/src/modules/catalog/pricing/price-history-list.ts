import { type PriceHistoryRow, queryPriceHistory } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { idText, isoText } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { users } from '../../identity/shared-tables';
import { skus, suppliers } from '../tables';
import { changePercent } from './change-percent';
import { skuPriceHistory } from './tables';

type Query = ParsedInput<typeof queryPriceHistory>;

/** Price history rows the actor may see: a supplier its own SKUs', operators every SKU's. */
const historyList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({
          entry: skuPriceHistory,
          skuName: skus.skuName,
          supplierSkuCode: skus.supplierSkuCode,
          supplierName: suppliers.name,
          changedBy: users.username,
        })
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
    map: ({ entry, ...row }): PriceHistoryRow => ({
      historyId: idText(entry.id),
      skuId: idText(entry.skuId),
      skuName: row.skuName,
      supplierSkuCode: row.supplierSkuCode,
      supplierName: row.supplierName,
      oldSalePrice: entry.oldSalePrice,
      newSalePrice: entry.newSalePrice,
      oldMarketPrice: entry.oldMarketPrice,
      newMarketPrice: entry.newMarketPrice,
      changePercent: changePercent(entry.oldSalePrice, entry.newSalePrice),
      source: entry.source as PriceHistoryRow['source'],
      changedBy: row.changedBy,
      changedAt: isoText(entry.changedAt),
    }),
  });

export function listPriceHistory(db: Db, actor: Actor, input: Query) {
  return runList(db, historyList(actor), input);
}
