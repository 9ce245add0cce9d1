import {
  BusinessKind,
  changeRequestRowSchema,
  getChangeRequest,
  queryChangeAuditList,
  SkuChangeStatus,
  skuChangeMachine,
} from '@procuremart/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runAuditList, runList } from '../../../platform/lists';
import { type RowReader, rowReader } from '../../../platform/row-reader';
import { rowScope } from '../../../platform/scope';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { readStatusHistory } from '../../../platform/steps/status-history';
import { users } from '../../identity/shared-tables';
import { subjectApprovalHistory } from '../../process';
import { holdsAuditTask, withHeldDecisions } from '../../process/shared-tables';
import { skus, suppliers } from '../tables';
import { changePercentOf } from './change-percent';
import { skuChangeSteps } from './change-steps';
import { skuChangeRequests } from './tables';

type Query = ParsedInput<typeof queryChangeAuditList>;

const requesters = alias(users, 'requesters');
const deciders = alias(users, 'deciders');

/** The audit's decisions: listed only to the operator holding the open task of the change's audit. */
const AUDIT_DECISIONS = ['approve', 'reject'] as const;

/** A change request's columns, its SKU's and supplier's names, who asked and who decided. */
const changeFrom = {
  changeId: skuChangeRequests.id,
  skuName: skus.skuName,
  supplierSkuCode: skus.supplierSkuCode,
  supplierName: suppliers.name,
  kind: sql<'price'>`'price'`,
  changePercent: { before: skuChangeRequests.oldSalePrice, after: skuChangeRequests.newSalePrice },
  requestedBy: requesters.username,
  decidedBy: deciders.username,
  spuId: skus.spuId,
  skuStatus: skus.status,
};
const changeConvert = {
  changePercent: changePercentOf,
};
const changeRow = rowReader(
  changeRequestRowSchema.omit({ actions: true }),
  skuChangeRequests,
  changeFrom,
  changeConvert,
);
/** The detail's row: the list's with the SKU's SPU and status. */
const changeDetailRow = rowReader(
  getChangeRequest.output.omit({ history: true, approvals: true, actions: true }),
  skuChangeRequests,
  changeFrom,
  changeConvert,
);

type Selected = Record<string, unknown> & {
  record: typeof skuChangeRequests.$inferSelect;
  holdsTask: boolean;
};

/** Change requests the actor may see: a supplier its own, operators every supplier's. */
const changeList = <R>(actor: Actor, row: RowReader<R>) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({
          ...row.columns,
          record: skuChangeRequests,
          holdsTask: holdsAuditTask(BusinessKind.priceChange, skuChangeRequests.id, actor.userId),
        })
        .from(skuChangeRequests)
        .innerJoin(skus, eq(skus.id, skuChangeRequests.skuId))
        .innerJoin(suppliers, eq(suppliers.id, skuChangeRequests.supplierId))
        .leftJoin(requesters, eq(requesters.id, skuChangeRequests.requestedBy))
        .leftJoin(deciders, eq(deciders.id, skuChangeRequests.decidedBy))
        .$dynamic(),
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
    // The steps the actor may take on it (the machine's table), approving or rejecting only with the open
    // task of its audit.
    map: (selected: Selected) => ({
      ...row.toRow(selected),
      actions: withHeldDecisions(
        eventsAllowed(skuChangeSteps, selected.record, actor, {}),
        AUDIT_DECISIONS,
        selected.holdsTask,
      ),
    }),
  });

export function listChangeRequests(db: Db, actor: Actor, input: Query) {
  return runList(db, changeList(actor, changeRow), input);
}

/** The operators' change audit: awaiting audit, or decided (approved, rejected, withdrawn), with both counts. */
export function listChangeAudit(db: Db, actor: Actor, input: Query) {
  return runAuditList(
    db,
    changeList(actor, changeRow),
    input,
    eq(skuChangeRequests.status, SkuChangeStatus.pending),
  );
}

/** One change request with its status history and its audits' tasks (operators). */
export async function loadChangeRequest(db: Db, actor: Actor, changeId: string) {
  const id = parseId(changeId);
  const row = await readRecord(db, changeList(actor, changeDetailRow), eq(skuChangeRequests.id, id));
  const history = await readStatusHistory(db, {
    machine: skuChangeMachine,
    targetIds: id,
    order: 'oldest',
    names: { id: users.id, name: users.username },
  });
  const approvals = await subjectApprovalHistory(db, BusinessKind.priceChange, [id]);
  return {
    ...row,
    history: history.map(({ targetId: _request, ...entry }) => entry),
    approvals: approvals.map(({ subjectId: _change, ...task }) => task),
  };
}
