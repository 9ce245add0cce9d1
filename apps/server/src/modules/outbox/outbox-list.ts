import { type OutboxRow, outboxRowSchema, type Page, queryOutbox } from '@procuremart/contract';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ParsedInput } from '../../platform/bind-call';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';
import { outboxMessages } from './tables';

type OutboxQuery = ParsedInput<typeof queryOutbox>;

const outboxRow = rowReader(outboxRowSchema, outboxMessages, { messageId: outboxMessages.id });

const outboxList = defineListQuery<OutboxQuery>()({
  rows: (db) => db.select(outboxRow.columns).from(outboxMessages).$dynamic(),
  count: (db) => db.select({ total: count() }).from(outboxMessages).$dynamic(),
  filters: filtersOf(queryOutbox, {
    recipient: outboxMessages.recipient,
    channel: outboxMessages.channel,
    purpose: outboxMessages.purpose,
    status: outboxMessages.status,
    created: outboxMessages.createdAt,
  }),
  sorts: { createdAt: outboxMessages.createdAt },
  defaultOrder: [desc(outboxMessages.createdAt)],
  tieBreaker: outboxMessages.id,
  map: outboxRow.toRow,
});

/** Messages out of the system, newest first (operators). */
export const listOutbox = (db: Db, input: OutboxQuery): Promise<Page<OutboxRow>> =>
  runList(db, outboxList, input);
