import { SEARCH_SETTINGS } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idText } from '../../platform/ids';
import { hotWords } from './tables';

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
    settings: { ...SEARCH_SETTINGS },
  };
}
