import type { OperationLog, Page, queryOperationLogs } from '@procuremart/contract';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ParsedInput } from '../../platform/bind-call';
import { isoText } from '../../platform/ids';
import { orderBy, paging, toPage } from '../../platform/lists';
import { operationLogs } from './tables';

type Query = ParsedInput<typeof queryOperationLogs>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function parseTime(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The operation log for operators, newest first unless sorted otherwise. */
export async function listOperationLogs(db: Db, query: Query): Promise<Page<OperationLog>> {
  const from = parseTime(query.from);
  const to = parseTime(query.to);
  const filters: (SQL | undefined)[] = [
    query.username ? ilike(operationLogs.username, `%${escapeLike(query.username)}%`) : undefined,
    query.action ? ilike(operationLogs.action, `%${escapeLike(query.action)}%`) : undefined,
    query.result ? eq(operationLogs.result, query.result) : undefined,
    from ? gte(operationLogs.createdAt, from) : undefined,
    to ? lte(operationLogs.createdAt, to) : undefined,
  ];
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(operationLogs).where(where);
  const rows = await db
    .select()
    .from(operationLogs)
    .where(where)
    .orderBy(
      ...orderBy(
        query.sort,
        { createdAt: operationLogs.createdAt, action: operationLogs.action },
        [desc(operationLogs.createdAt)],
        operationLogs.id,
      ),
    )
    .limit(paging(query).limit)
    .offset(paging(query).offset);
  return toPage(
    rows.map((row) => ({
      logId: String(row.id),
      userId: row.userId === null ? null : String(row.userId),
      username: row.username,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      result: row.result,
      detail: row.detail,
      ip: row.ip,
      createdAt: isoText(row.createdAt),
    })),
    Number(total),
    query,
  );
}
