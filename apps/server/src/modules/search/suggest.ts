import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';

const MAX_SUGGESTIONS = 10;

/** Trigram similarity a dictionary word needs; short words share few trigrams, so they need less. */
const thresholdFor = (keyword: string) => (keyword.length <= 3 ? 0.2 : 0.3);

/** LIKE pattern for "starts with": the keyword's own %, _ and \ match only themselves. */
const prefixPattern = (keyword: string) => `${keyword.replace(/[\\%_]/g, '\\$&')}%`;

interface WordRow {
  word: string;
  frequency: unknown;
}

/** Dictionary words close to a keyword (typo tolerance), most similar first, the keyword itself left out. */
export async function similarWords(db: Db, keyword: string, limit: number): Promise<string[]> {
  const rows = await sqlRows<WordRow>(
    db,
    sql`
    select word from search_words
     where frequency > 0 and similarity(word, ${keyword}) >= ${thresholdFor(keyword)}
       and lower(word) <> lower(${keyword})
     order by similarity(word, ${keyword}) desc, frequency desc, word limit ${limit}`,
  );
  return rows.map((row) => row.word);
}

/**
 * suggestWords: words starting with what the user typed, the word itself first when the dictionary holds it
 * (螺丝 before 螺丝刀, so the list never suggests a different search above the one typed), then the most
 * frequent, then similar ones.
 */
export async function suggestWords(db: Db, keyword: string): Promise<{ word: string; count: number }[]> {
  const prefix = await sqlRows<WordRow>(
    db,
    sql`
    select word, frequency from search_words
     where frequency > 0 and lower(word) like lower(${prefixPattern(keyword)}) escape '\\'
     order by lower(word) = lower(${keyword}) desc, frequency desc, word limit ${MAX_SUGGESTIONS}`,
  );
  const words = prefix.map((row) => ({
    word: row.word,
    count: Number(row.frequency),
  }));
  if (words.length < MAX_SUGGESTIONS) {
    const similar = await sqlRows<WordRow>(
      db,
      sql`
      select word, frequency from search_words
       where frequency > 0 and similarity(word, ${keyword}) >= ${thresholdFor(keyword)}
         and not (lower(word) like lower(${prefixPattern(keyword)}) escape '\\')
       order by similarity(word, ${keyword}) desc, frequency desc, word limit ${MAX_SUGGESTIONS - words.length}`,
    );
    for (const row of similar) {
      words.push({ word: row.word, count: Number(row.frequency) });
    }
  }
  return words;
}
