import {
  type DictCode,
  type DictEntry,
  type DictionaryItem,
  dictionaryItemSchema,
  type Locale,
} from '@procuremart/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { throwIfNotFound } from '../../../platform/errors';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { dictionaryItems } from '../tables';

/** The enabled items of the dictionaries asked for, by dictionary code, in sort order. */
export async function loadDictionaries(
  db: Db,
  codes: readonly string[],
): Promise<Record<string, DictEntry[]>> {
  const rows = await db
    .select({
      dictCode: dictionaryItems.dictCode,
      code: dictionaryItems.code,
      label: dictionaryItems.label,
      labelEn: dictionaryItems.labelEn,
      sort: dictionaryItems.sortNo,
    })
    .from(dictionaryItems)
    .where(and(inArray(dictionaryItems.dictCode, [...new Set(codes)]), eq(dictionaryItems.status, 1)))
    .orderBy(asc(dictionaryItems.dictCode), asc(dictionaryItems.sortNo), asc(dictionaryItems.id));
  const byCode: Record<string, DictEntry[]> = {};
  for (const { dictCode, ...entry } of rows) {
    byCode[dictCode] ??= [];
    byCode[dictCode].push(entry);
  }
  return byCode;
}

/** SPEC §7 configuration variant: `{ code, title }` by type_code, titles in the request language. */
export async function loadConfigDictionaries(
  db: Db,
  codes: readonly string[],
  locale: Locale,
): Promise<Record<string, { code: string; title: string }[]>> {
  const loaded = await loadDictionaries(db, codes);
  return Object.fromEntries(
    Object.entries(loaded).map(([dictCode, entries]) => [
      dictCode,
      entries.map((e) => ({ code: e.code, title: locale === 'en-US' ? e.labelEn : e.label })),
    ]),
  );
}

/** A dictionary item with the username of whoever changed it last. */
const itemRow = rowReader(dictionaryItemSchema, dictionaryItems, {
  itemId: dictionaryItems.id,
  updatedBy: users.username,
});

export async function loadDictionaryItem(db: Db | Tx, itemId: number): Promise<DictionaryItem> {
  const [row] = await db
    .select(itemRow.columns)
    .from(dictionaryItems)
    .leftJoin(users, eq(users.id, dictionaryItems.updatedBy))
    .where(eq(dictionaryItems.id, itemId));
  return itemRow.toRow(throwIfNotFound(row));
}

/** Every item of one dictionary, disabled ones too. */
export async function loadDictionaryItems(db: Db, dictCode: string): Promise<DictionaryItem[]> {
  const rows = await db
    .select(itemRow.columns)
    .from(dictionaryItems)
    .leftJoin(users, eq(users.id, dictionaryItems.updatedBy))
    .where(eq(dictionaryItems.dictCode, dictCode))
    .orderBy(asc(dictionaryItems.sortNo), asc(dictionaryItems.id));
  return rows.map(itemRow.toRow);
}

/**
 * The dictionaries' stamp: how many items there are and the sum of their versions. An added item raises the
 * count, every other edit (relabel, reorder, enable, disable) an item's version, and items are never
 * deleted: any edit moves the stamp, without trusting clocks.
 */
export async function dictionaryVersion(db: Db): Promise<{ version: string }> {
  const [row] = await db
    .select({
      items: sql<number>`count(*)::int`,
      versions: sql<string>`coalesce(sum(${dictionaryItems.version}), 0)::text`,
    })
    .from(dictionaryItems);
  return { version: `${row?.items ?? 0}.${row?.versions ?? '0'}` };
}

/**
 * The labels of the named dictionaries in one language, loaded once (an export reads them for every row):
 * an English label falls back to the Chinese one, an unknown code reads as itself.
 */
export async function dictionaryLabels(
  db: Db,
  codes: readonly DictCode[],
  locale: Locale,
): Promise<(code: DictCode, value: string) => string> {
  const labels = new Map<string, string>();
  for (const code of new Set(codes)) {
    for (const item of await loadDictionaryItems(db, code)) {
      labels.set(`${code}:${item.code}`, locale === 'en-US' && item.labelEn ? item.labelEn : item.label);
    }
  }
  return (code, value) => labels.get(`${code}:${value}`) ?? value;
}
