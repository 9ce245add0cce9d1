import { auditRecordSchema, queryAuditRecordList, skuMachine } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { statusHistory } from '../../../platform/audit/tables';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { skus, suppliers } from '../tables';

type Query = ParsedInput<typeof queryAuditRecordList>;

/** A step of the SKU machine: the history row, its SKU's and supplier's names and who took it. */
const recordRow = rowReader(auditRecordSchema, statusHistory, {
  recordId: statusHistory.id,
  skuId: statusHistory.targetId,
  skuName: skus.skuName,
  supplierName: suppliers.name,
  username: users.username,
});

/** The SKU machine's status history: who took which step on which SKU, when, with the reason. */
const auditRecordList = defineListQuery<Query>()({
  rows: (db) =>
    db
      .select(recordRow.columns)
      .from(statusHistory)
      .innerJoin(skus, eq(skus.id, statusHistory.targetId))
      .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
      .leftJoin(users, eq(users.id, statusHistory.userId))
      .$dynamic(),
  count: (db) =>
    db
      .select({ total: count() })
      .from(statusHistory)
      .innerJoin(skus, eq(skus.id, statusHistory.targetId))
      .$dynamic(),
  where: eq(statusHistory.machine, skuMachine.name),
  filters: filtersOf(queryAuditRecordList, {
    keyword: [skus.skuName, skus.supplierSkuCode],
    event: statusHistory.event,
    dateRange: statusHistory.createdAt,
  }),
  sorts: { createdAt: statusHistory.createdAt },
  defaultOrder: [desc(statusHistory.createdAt)],
  tieBreaker: statusHistory.id,
  map: recordRow.toRow,
});

export function listAuditRecords(db: Db, input: Query) {
  return runList(db, auditRecordList, input);
}
