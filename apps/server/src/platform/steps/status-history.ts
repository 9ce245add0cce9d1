import { type StatusHistory, statusHistorySchema } from '@procuremart/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { statusHistory } from '../audit/tables';
import { rowReader } from '../row-reader';

/** One step of a record's status history (takeSteps and recordCreation write them), with its record's id. */
export interface HistoryEntry extends StatusHistory {
  targetId: number;
}

/**
 * Whose name a history row shows: the users table's id column and the name column the page shows (the login
 * name, or an order's real name). The platform names no domain's table; the caller passes them.
 */
export interface HistoryNames {
  id: PgColumn;
  name: PgColumn;
}

const historyEntrySchema = statusHistorySchema.extend({ targetId: z.number() });

export interface HistoryQuery {
  /** The machine whose history is read (its `name`). */
  machine: { name: string };
  /** One record, or several (a list's rows). */
  targetIds: number | readonly number[];
  names: HistoryNames;
  /** Only these steps (an audit list's decisions); every step when left out. */
  events?: readonly string[];
  /** Newest first (the detail pages' timelines, the default) or oldest first. */
  order?: 'newest' | 'oldest';
}

/**
 * The one read of the status history: the steps of a machine's records, ordered by time (ties by the order
 * they were written), each with who took it (a system step has no name), its remark and time.
 */
export async function readStatusHistory(db: Db | Tx, query: HistoryQuery): Promise<HistoryEntry[]> {
  const ids = typeof query.targetIds === 'number' ? [query.targetIds] : [...query.targetIds];
  if (ids.length === 0) return [];
  const direction = query.order === 'oldest' ? asc : desc;
  const entry = rowReader(historyEntrySchema, statusHistory, { username: query.names.name });
  const rows = await db
    .select(entry.columns)
    .from(statusHistory)
    .leftJoin(query.names.id.table, eq(query.names.id, statusHistory.userId))
    .where(
      and(
        eq(statusHistory.machine, query.machine.name),
        ids.length === 1 ? eq(statusHistory.targetId, ids[0]!) : inArray(statusHistory.targetId, ids),
        query.events ? inArray(statusHistory.event, [...query.events]) : undefined,
      ),
    )
    .orderBy(direction(statusHistory.createdAt), direction(statusHistory.id));
  return rows.map(entry.toRow);
}

/** One record's timeline as its detail page shows it: every step, newest first. */
export async function statusHistoryOf(
  db: Db | Tx,
  machine: { name: string },
  targetId: number,
  names: HistoryNames,
): Promise<StatusHistory[]> {
  const entries = await readStatusHistory(db, { machine, targetIds: targetId, names });
  return entries.map(({ targetId: _record, ...entry }) => entry);
}
