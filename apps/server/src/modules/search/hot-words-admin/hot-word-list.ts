import { type HotWordAdmin, type Page, queryHotWordsAdmin } from '@procuremart/contract';
import { asc, count } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { idText, isoText } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { hotWords } from '../tables';

type Query = ParsedInput<typeof queryHotWordsAdmin>;

export const toHotWordAdmin = (row: typeof hotWords.$inferSelect): HotWordAdmin => ({
  hotWordId: idText(row.id),
  word: row.word,
  wordEn: row.wordEn,
  sortNo: row.sortNo,
  status: row.status,
  createdAt: isoText(row.createdAt),
});

/** Hot words whose word or English word contains the text, optionally of one status, in display order. */
const hotWordList = defineListQuery<Query>()({
  rows: (db: Db | Tx) => db.select().from(hotWords).$dynamic(),
  count: (db: Db | Tx) => db.select({ total: count() }).from(hotWords).$dynamic(),
  filters: filtersOf(queryHotWordsAdmin, { word: [hotWords.word, hotWords.wordEn], status: hotWords.status }),
  sorts: { sortNo: hotWords.sortNo, word: hotWords.word, createdAt: hotWords.createdAt },
  defaultOrder: [asc(hotWords.sortNo), asc(hotWords.id)],
  tieBreaker: hotWords.id,
  map: toHotWordAdmin,
});

export function listHotWordsAdmin(db: Db, query: Query): Promise<Page<HotWordAdmin>> {
  return runList(db, hotWordList, query);
}
