import type {
  addDictionaryItem as addDictionaryItemCall,
  changeDictionaryItemStatus as changeDictionaryItemStatusCall,
  DictionaryItem,
  updateDictionaryItem as updateDictionaryItemCall,
} from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, throwIfNotFound, throwIfStale } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { recordConfigChange } from '../history';
import { dictionaries, dictionaryItems } from '../tables';
import { loadDictionaryItem } from './dictionary-read';

/** An item as its history shows it: `label / labelEn / sort / status`. */
const describeItem = (item: { label: string; labelEn: string; sortNo: number; status: number }) =>
  [item.label, item.labelEn, item.sortNo, item.status].join(' / ');

type ItemState = {
  dictCode: string;
  code: string;
  label: string;
  labelEn: string;
  sortNo: number;
  status: number;
};

/** After an item changed: the dictionary's time moves and the change lands in the history. */
async function itemChanged(tx: Tx, actor: Actor, before: ItemState | null, after: ItemState): Promise<void> {
  await tx.update(dictionaries).set({ updatedAt: now() }).where(eq(dictionaries.dictCode, after.dictCode));
  await recordConfigChange(tx, actor, {
    kind: 'dict',
    scopeKey: after.dictCode,
    targetKey: after.code,
    oldValue: before ? describeItem(before) : null,
    newValue: describeItem(after),
  });
}

/** Relabels or reorders an item, if nobody changed it since `version` was read. */
export async function updateDictionaryItem(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof updateDictionaryItemCall>,
): Promise<DictionaryItem> {
  const itemId = parseId(input.itemId);
  const [before] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, itemId));
  throwIfNotFound(before);
  const updated = await tx
    .update(dictionaryItems)
    .set({
      label: input.label,
      labelEn: input.labelEn,
      sortNo: input.sortNo,
      version: sql`${dictionaryItems.version} + 1`,
      updatedAt: now(),
      updatedBy: actor.userId,
    })
    .where(and(eq(dictionaryItems.id, itemId), eq(dictionaryItems.version, input.version)))
    .returning({ id: dictionaryItems.id });
  throwIfStale(updated);
  await itemChanged(tx, actor, before, { ...before, ...input });
  return loadDictionaryItem(tx, itemId);
}

/** Adds an item to an open dictionary; the code must be new in it. */
export async function addDictionaryItem(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof addDictionaryItemCall>,
): Promise<DictionaryItem> {
  const [dictionary] = await tx.select().from(dictionaries).where(eq(dictionaries.dictCode, input.dictCode));
  if (!dictionary) throw fieldError('error.notFound', 'dictCode');
  if (!dictionary.open) throw fieldError('error.dictionaryClosed', 'dictCode');
  const codeTaken = () => fieldError('error.dictItemCodeTaken', 'code');
  const [existing] = await tx
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictCode, input.dictCode), eq(dictionaryItems.code, input.code)));
  if (existing) throw codeTaken();
  let itemId: number;
  try {
    // A savepoint, so that a concurrent duplicate still gets the field message.
    itemId = await tx.transaction(async (tx) => {
      const [created] = await tx
        .insert(dictionaryItems)
        .values({ ...input, status: 1, builtIn: false, updatedAt: now(), updatedBy: actor.userId })
        .returning({ id: dictionaryItems.id });
      return created.id;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'dictionary_items_dict_code_code_key') throw codeTaken();
    throw error;
  }
  await itemChanged(tx, actor, null, { ...input, status: 1 });
  return loadDictionaryItem(tx, itemId);
}

/** Enables or disables an item operators added; the program's own items stay enabled. */
export async function changeDictionaryItemStatus(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof changeDictionaryItemStatusCall>,
): Promise<DictionaryItem> {
  const itemId = parseId(input.itemId);
  const [before] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, itemId));
  throwIfNotFound(before);
  if (before.builtIn) throw fieldError('error.dictItemBuiltIn', 'status');
  if (before.status !== input.status) {
    await tx
      .update(dictionaryItems)
      .set({
        status: input.status,
        version: sql`${dictionaryItems.version} + 1`,
        updatedAt: now(),
        updatedBy: actor.userId,
      })
      .where(eq(dictionaryItems.id, itemId));
    await itemChanged(tx, actor, before, { ...before, status: input.status });
  }
  return loadDictionaryItem(tx, itemId);
}
