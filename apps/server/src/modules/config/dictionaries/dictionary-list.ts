import { type Dictionary, type Page, queryDictionaryList } from '@procuremart/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { throwIfNotFound } from '../../../platform/errors';
import { isoText } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { dictionaries } from '../tables';

type Query = ParsedInput<typeof queryDictionaryList>;

const dictionaryColumns = {
  dictionary: dictionaries,
  // Spelled out: inside the subquery an unqualified column would name the item's own dict_code.
  itemCount:
    sql<number>`(select count(*) from dictionary_items i where i.dict_code = dictionaries.dict_code)`.mapWith(
      Number,
    ),
};

function toDictionary(row: { dictionary: typeof dictionaries.$inferSelect; itemCount: number }): Dictionary {
  const { dictionary } = row;
  return {
    dictCode: dictionary.dictCode,
    name: dictionary.name,
    nameEn: dictionary.nameEn,
    open: dictionary.open,
    itemCount: row.itemCount,
    updatedAt: isoText(dictionary.updatedAt),
  };
}

/** Dictionaries whose code or name (either language) contains the keyword. */
const dictionaryList = defineListQuery<Query>()({
  rows: (db) => db.select(dictionaryColumns).from(dictionaries).$dynamic(),
  count: (db) => db.select({ total: count() }).from(dictionaries).$dynamic(),
  filters: filtersOf(queryDictionaryList, {
    keyword: [dictionaries.dictCode, dictionaries.name, dictionaries.nameEn],
  }),
  sorts: { dictCode: dictionaries.dictCode, updatedAt: dictionaries.updatedAt },
  defaultOrder: [asc(dictionaries.dictCode)],
  tieBreaker: dictionaries.dictCode,
  defaultTieBreak: 'ASC',
  map: toDictionary,
});

export function listDictionaries(db: Db, query: Query): Promise<Page<Dictionary>> {
  return runList(db, dictionaryList, query);
}

export async function loadDictionary(db: Db, dictCode: string): Promise<Dictionary> {
  const [row] = await db
    .select(dictionaryColumns)
    .from(dictionaries)
    .where(eq(dictionaries.dictCode, dictCode));
  return toDictionary(throwIfNotFound(row));
}
