import {
  type ChangeRequestRow,
  queryChangeAuditList,
  SkuChangeStatus,
  type SkuChangeStatusCode,
  skuChangeMachine,
} from '@procuremart/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { notFoundError } from '../../../platform/errors';
import { idText, isoOrNull, isoText, parseId } from '../../../platform/ids';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runAuditList, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { readStatusHistory } from '../../../platform/steps/status-history';
import { users } from '../../identity/shared-tables';
import { skus, suppliers } from '../tables';
import { changePercent } from './change-percent';
import { skuChangeRequests } from './tables';

type Query = ParsedInput<typeof queryChangeAuditList>;

const requesters = alias(users, 'requesters');
const deciders = alias(users, 'deciders');
const columns = {
  request: skuChangeRequests,
  skuName: skus.skuName,
  supplierSkuCode: skus.supplierSkuCode,
  skuStatus: skus.status,
  spuId: skus.spuId,
  supplierName: suppliers.name,
  requestedBy: requesters.username,
  decidedBy: deciders.username,
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(skuChangeRequests)
    .innerJoin(skus, eq(skus.id, skuChangeRequests.skuId))
    .innerJoin(suppliers, eq(suppliers.id, skuChangeRequests.supplierId))
    .leftJoin(requesters, eq(requesters.id, skuChangeRequests.requestedBy))
    .leftJoin(deciders, eq(deciders.id, skuChangeRequests.decidedBy));
type Joined = Awaited<ReturnType<typeof joined>>[number];

function toRow({ request, ...row }: Joined): ChangeRequestRow {
  return {
    changeId: idText(request.id),
    skuId: idText(request.skuId),
    skuName: row.skuName,
    supplierSkuCode: row.supplierSkuCode,
    supplierName: row.supplierName,
    kind: 'price',
    oldSalePrice: request.oldSalePrice,
    newSalePrice: request.newSalePrice,
    oldMarketPrice: request.oldMarketPrice,
    newMarketPrice: request.newMarketPrice,
    changePercent: changePercent(request.oldSalePrice, request.newSalePrice),
    status: request.status as SkuChangeStatusCode,
    requestedBy: row.requestedBy,
    requestedAt: isoText(request.requestedAt),
    decidedBy: row.decidedBy,
    decidedAt: isoOrNull(request.decidedAt),
    reason: request.reason,
  };
}

/** Change requests the actor may see: a supplier its own, operators every supplier's. */
const changeList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) => joined(db as Db).$dynamic(),
    count: (db) =>
      db
        .select({ total: count() })
        .from(skuChangeRequests)
        .innerJoin(skus, eq(skus.id, skuChangeRequests.skuId))
        .innerJoin(suppliers, eq(suppliers.id, skuChangeRequests.supplierId))
        .$dynamic(),
    where: rowScope(actor, { supplier: skuChangeRequests.supplierId }),
    filters: filtersOf(queryChangeAuditList, {
      keyword: [skus.skuName, skus.supplierSkuCode],
      status: skuChangeRequests.status,
      supplierName: [suppliers.name, suppliers.companyName],
      tab: appliedApart(),
    }),
    sorts: { requestedAt: skuChangeRequests.requestedAt },
    // Pending first, then the newest.
    defaultOrder: [
      sql`case when ${skuChangeRequests.status} = 'pending' then 0 else 1 end`,
      desc(skuChangeRequests.requestedAt),
    ],
    tieBreaker: skuChangeRequests.id,
    map: toRow,
  });

export function listChangeRequests(db: Db, actor: Actor, input: Query) {
  return runList(db, changeList(actor), input);
}

/** The operators' change audit: awaiting audit, or decided (approved, rejected, withdrawn), with both counts. */
export function listChangeAudit(db: Db, actor: Actor, input: Query) {
  return runAuditList(db, changeList(actor), input, eq(skuChangeRequests.status, SkuChangeStatus.pending));
}

/** One change request with its status history (operators). */
export async function loadChangeRequest(db: Db, actor: Actor, changeId: string) {
  const id = parseId(changeId);
  const [row] = await joined(db).where(
    and(eq(skuChangeRequests.id, id), rowScope(actor, { supplier: skuChangeRequests.supplierId })),
  );
  if (!row) throw notFoundError();
  const history = await readStatusHistory(db, {
    machine: skuChangeMachine,
    targetIds: id,
    order: 'oldest',
    names: { id: users.id, name: users.username },
  });
  return {
    ...toRow(row),
    spuId: idText(row.spuId),
    skuStatus: row.skuStatus,
    history: history.map(({ targetId: _request, ...entry }) => entry),
  };
}
