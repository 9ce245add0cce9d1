import { MAX_SEARCH_HISTORY } from '@procuremart/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { now } from '../../platform/clock';
import { isoText } from '../../platform/ids';
import { searchHistory } from './tables';

// Search history belongs to the caller: every statement is scoped to actor.userId, never to a client id.

type HistoryRow = { keyword: string; searchedAt: string };

export async function listHistory(db: Db, actor: Actor): Promise<{ rows: HistoryRow[] }> {
  const rows = await db
    .select({ keyword: searchHistory.keyword, searchedAt: searchHistory.searchedAt })
    .from(searchHistory)
    .where(eq(searchHistory.userId, actor.userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(MAX_SEARCH_HISTORY);
  return { rows: rows.map((row) => ({ keyword: row.keyword, searchedAt: isoText(row.searchedAt) })) };
}

/** Puts the keyword on top (a fresh row, so it outranks rows of the same instant) and keeps the newest 20. */
export async function addHistory(db: Db, actor: Actor, keyword: string): Promise<{ rows: HistoryRow[] }> {
  await db.transaction(async (tx) => {
    const mine = eq(searchHistory.userId, actor.userId);
    await tx.delete(searchHistory).where(and(mine, eq(searchHistory.keyword, keyword)));
    await tx
      .insert(searchHistory)
      .values({ userId: actor.userId, keyword, searchedAt: now() })
      .onConflictDoUpdate({
        target: [searchHistory.userId, searchHistory.keyword],
        set: { searchedAt: now() },
      });
    const kept = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(mine)
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
      .limit(MAX_SEARCH_HISTORY);
    await tx.delete(searchHistory).where(and(mine, notInArray(searchHistory.id, kept)));
  });
  return listHistory(db, actor);
}

export async function deleteHistory(db: Db, actor: Actor, keyword: string): Promise<{ rows: HistoryRow[] }> {
  await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.userId, actor.userId), eq(searchHistory.keyword, keyword)));
  return listHistory(db, actor);
}

export async function clearHistory(db: Db, actor: Actor): Promise<{ rows: HistoryRow[] }> {
  await db.delete(searchHistory).where(eq(searchHistory.userId, actor.userId));
  return listHistory(db, actor);
}
