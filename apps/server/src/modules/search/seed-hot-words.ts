import { count } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hotWords } from './tables';

const HOT_WORDS = ['螺丝', '打印纸', '安全帽', '得力', '3M', '扳手', '硒鼓', '劳保手套', '插线板', '订书机'];

/** Seeds the demo hot words once (operators manage them later); the demo seeder calls it. */
export async function seedHotWords(tx: Tx, at: Date = new Date('2026-01-05T01:00:00.000Z')): Promise<void> {
  const [{ existing }] = await tx.select({ existing: count() }).from(hotWords);
  if (Number(existing) > 0) return;
  await tx
    .insert(hotWords)
    .values(HOT_WORDS.map((word, index) => ({ word, sortNo: (index + 1) * 10, status: 1, createdAt: at })));
}
