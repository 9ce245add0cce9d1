import { count } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hotWords } from './tables';

/** [word, English word]: each English word finds the same goods (see the search synonyms). */
const HOT_WORDS: [string, string][] = [
  ['螺丝', 'screws'],
  ['打印纸', 'printing paper'],
  ['安全帽', 'helmet'],
  ['得力', 'Deli'],
  ['3M', '3M'],
  ['扳手', 'wrench'],
  ['硒鼓', 'toner cartridge'],
  ['劳保手套', 'gloves'],
  ['插线板', 'power strip'],
  ['订书机', 'stapler'],
];

/** Seeds the demo hot words once (operators manage them later); the demo seeder calls it. */
export async function seedHotWords(tx: Tx, at: Date = new Date('2026-01-05T01:00:00.000Z')): Promise<void> {
  const [{ existing }] = await tx.select({ existing: count() }).from(hotWords);
  if (Number(existing) > 0) return;
  await tx.insert(hotWords).values(
    HOT_WORDS.map(([word, wordEn], index) => ({
      word,
      wordEn,
      sortNo: (index + 1) * 10,
      status: 1,
      createdAt: at,
    })),
  );
}
