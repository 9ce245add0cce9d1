import {
  type deleteHotWord as deleteCall,
  ErrorCode,
  type HotWordAdmin,
  type moveHotWord as moveCall,
  type saveHotWord as saveCall,
  type setHotWordStatus as statusCall,
} from '@procuremart/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError, throwIfNotFound } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { takeSteps } from '../../../platform/steps/take-steps';
import { readParam } from '../../config';
import { hotWords } from '../tables';
import { toHotWordAdmin } from './hot-word-list';
import { hotWordSteps } from './hot-word-steps';

// The storefront reads hot words afresh (ucc_getHotWords), so a change shows at its next load.

/**
 * Hot word writes take turns: the count limit, the duplicate check and the renumbering of a move each read
 * the whole small table, so two operators' writes must not interleave (reads by the storefront go on).
 */
const takeTurn = (tx: Tx) => tx.execute(sql`lock table ${hotWords} in share row exclusive mode`);

async function loadHotWord(tx: Tx, hotWordId: number): Promise<HotWordAdmin> {
  const [row] = await tx.select().from(hotWords).where(eq(hotWords.id, hotWordId));
  return toHotWordAdmin(throwIfNotFound(row));
}

async function throwIfDuplicate(tx: Tx, word: string, exceptId: number | null): Promise<void> {
  const same = sql`lower(${hotWords.word}) = lower(${word})`;
  const [row] = await tx
    .select({ id: hotWords.id })
    .from(hotWords)
    .where(exceptId === null ? same : and(same, ne(hotWords.id, exceptId)))
    .limit(1);
  if (row) throw fieldError('hotWord.duplicate', 'word');
}

/** At most `commodity.maxHotWords` words, enabled or not. */
async function throwIfFull(tx: Tx): Promise<void> {
  const max = await readParam(tx, 'commodity.maxHotWords');
  const [{ total }] = await tx.select({ total: count() }).from(hotWords);
  if (Number(total) >= max) throw new BusinessError(ErrorCode.business, 'hotWord.tooMany', { max });
}

/** Adds an enabled word or edits one's words and sort number. */
export async function saveHotWord(tx: Tx, input: ParsedInput<typeof saveCall>): Promise<HotWordAdmin> {
  await takeTurn(tx);
  const { hotWordId, ...fields } = input;
  const id = hotWordId ? parseId(hotWordId) : null;
  if (id !== null)
    throwIfNotFound((await tx.select({ id: hotWords.id }).from(hotWords).where(eq(hotWords.id, id)))[0]);
  await throwIfDuplicate(tx, fields.word, id);
  if (id !== null) {
    await tx.update(hotWords).set(fields).where(eq(hotWords.id, id));
    return loadHotWord(tx, id);
  }
  await throwIfFull(tx);
  const [created] = await tx
    .insert(hotWords)
    .values({ ...fields, status: 1, createdAt: now() })
    .returning({ id: hotWords.id });
  return loadHotWord(tx, created.id);
}

/** Enables or disables a word through the hot word machine (the change lands in the status history). */
export async function setHotWordStatus(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof statusCall>,
): Promise<HotWordAdmin> {
  const id = parseId(input.hotWordId);
  await takeSteps(tx, hotWordSteps, { ids: [id], event: input.event, actor });
  return loadHotWord(tx, id);
}

/** Swaps a word with its neighbour in the display order and renumbers every word 10, 20, … */
export async function moveHotWord(
  tx: Tx,
  input: ParsedInput<typeof moveCall>,
): Promise<{ hotWordIds: string[] }> {
  await takeTurn(tx);
  const id = parseId(input.hotWordId);
  const rows = await tx
    .select({ id: hotWords.id, sortNo: hotWords.sortNo })
    .from(hotWords)
    .orderBy(asc(hotWords.sortNo), asc(hotWords.id));
  const at = rows.findIndex((row) => row.id === id);
  if (at < 0) throwIfNotFound(undefined);
  const to = input.direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= rows.length) throw new BusinessError(ErrorCode.business, 'hotWord.cannotMove');
  [rows[at], rows[to]] = [rows[to], rows[at]];
  for (const [index, row] of rows.entries()) {
    const sortNo = (index + 1) * 10;
    if (row.sortNo !== sortNo) await tx.update(hotWords).set({ sortNo }).where(eq(hotWords.id, row.id));
  }
  return { hotWordIds: rows.map((row) => idText(row.id)) };
}

export async function deleteHotWord(
  tx: Tx,
  input: ParsedInput<typeof deleteCall>,
): Promise<{ hotWordId: string }> {
  await takeTurn(tx);
  const deleted = await tx
    .delete(hotWords)
    .where(eq(hotWords.id, parseId(input.hotWordId)))
    .returning({ id: hotWords.id });
  throwIfNotFound(deleted[0]);
  return { hotWordId: input.hotWordId };
}
