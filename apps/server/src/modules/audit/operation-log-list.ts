import { type OperationLog, operationLogSchema, type Page, queryOperationLogs } from '@procuremart/contract';
import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operationLogs } from '../../platform/audit/tables';
import type { ParsedInput } from '../../platform/bind-call';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';

type Query = ParsedInput<typeof queryOperationLogs>;

/**
 * The name of the row's record: as recorded with the row, else (rows the login and registration write
 * themselves, rows from before names were recorded) a user's username or a brand's name as it is now.
 */
const targetName = sql<string | null>`coalesce(${operationLogs.targetName}, case ${operationLogs.targetType}
  when 'brand' then (select b.brand_name from brands b where b.id::text = ${operationLogs.targetId})
  when 'user' then (select u.username from users u where u.id::text = ${operationLogs.targetId})
  end)`.as('known_target_name');

/** A row of the operation log with its record's name. */
const logRow = rowReader(operationLogSchema, operationLogs, { logId: operationLogs.id, targetName });

/** The operation log for operators, newest first unless sorted otherwise. */
const operationLogList = defineListQuery<Query>()({
  rows: (db) => db.select(logRow.columns).from(operationLogs).$dynamic(),
  count: (db) => db.select({ total: count() }).from(operationLogs).$dynamic(),
  filters: filtersOf(queryOperationLogs, {
    username: operationLogs.username,
    action: operationLogs.action,
    result: operationLogs.result,
    createdAt: operationLogs.createdAt,
  }),
  sorts: { createdAt: operationLogs.createdAt, action: operationLogs.action },
  defaultOrder: [desc(operationLogs.createdAt)],
  tieBreaker: operationLogs.id,
  map: logRow.toRow,
});

export function listOperationLogs(db: Db, query: Query): Promise<Page<OperationLog>> {
  return runList(db, operationLogList, query);
}
