import { type MemberSku, type Page, searchSkuCandidates } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { skus, suppliers } from '../tables';
import { memberColumns, toMemberSku } from './group-record';

type Query = ParsedInput<typeof searchSkuCandidates>;

/** SKUs to pick by name, code or model: a supplier's own, any for operators (scope from the session). */
const candidateList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db.select(memberColumns).from(skus).innerJoin(suppliers, eq(suppliers.id, skus.supplierId)).$dynamic(),
    count: (db) => db.select({ total: count() }).from(skus).$dynamic(),
    where: rowScope(actor, { supplier: skus.supplierId }),
    filters: filtersOf(searchSkuCandidates, { keyword: [skus.skuName, skus.supplierSkuCode, skus.model] }),
    sorts: { skuName: skus.skuName, updatedAt: skus.updatedAt },
    defaultOrder: [desc(skus.updatedAt)],
    tieBreaker: skus.id,
    map: toMemberSku,
  });

export function listSkuCandidates(db: Db, actor: Actor, query: Query): Promise<Page<MemberSku>> {
  return runList(db, candidateList(actor), query);
}
