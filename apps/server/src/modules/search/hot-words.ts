import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idText } from '../../platform/ids';
import { readParam } from '../config';
import { hotWords } from './tables';

/** The SPEC §9 search switches, as operators set them on the parameter page (defaults: off, on, on). */
export async function searchSettings(db: Db) {
  const [hotSearch, searchHistory, hotSuggest] = await Promise.all([
    readParam(db, 'common.hotSearchEnabled'),
    readParam(db, 'common.searchHistoryEnabled'),
    readParam(db, 'common.hotSuggestEnabled'),
  ]);
  return { hotSearch, searchHistory, hotSuggest };
}

export async function listHotWords(db: Db) {
  const rows = await db
    .select({ id: hotWords.id, word: hotWords.word, wordEn: hotWords.wordEn, sortNo: hotWords.sortNo })
    .from(hotWords)
    .where(eq(hotWords.status, 1))
    .orderBy(asc(hotWords.sortNo), asc(hotWords.id));
  return {
    words: rows.map((row) => ({
      hotWordId: idText(row.id),
      word: row.word,
      wordEn: row.wordEn,
      sortNo: row.sortNo,
    })),
    settings: await searchSettings(db),
  };
}
