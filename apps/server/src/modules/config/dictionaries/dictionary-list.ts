import { type Dictionary, dictionarySchema, type Page, queryDictionaryList } from '@procuremart/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { dictionaries } from '../tables';

type Query = ParsedInput<typeof queryDictionaryList>;

/** A dictionary row: its own columns and how many items it holds. */
const dictionaryRow = rowReader(dictionarySchema, dictionaries, {
  // Spelled out: inside the subquery an unqualified column would name the item's own dict_code.
  itemCount:
    sql<number>`(select count(*) from dictionary_items i where i.dict_code = dictionaries.dict_code)`.mapWith(
      Number,
    ),
});

/** Dictionaries whose code or name (either language) contains the keyword. */
const dictionaryList = defineListQuery<Query>()({
  rows: (db) => db.select(dictionaryRow.columns).from(dictionaries).$dynamic(),
  count: (db) => db.select({ total: count() }).from(dictionaries).$dynamic(),
  filters: filtersOf(queryDictionaryList, {
    keyword: [dictionaries.dictCode, dictionaries.name, dictionaries.nameEn],
  }),
  sorts: { dictCode: dictionaries.dictCode, updatedAt: dictionaries.updatedAt },
  defaultOrder: [asc(dictionaries.dictCode)],
  tieBreaker: dictionaries.dictCode,
  defaultTieBreak: 'ASC',
  map: dictionaryRow.toRow,
});

export function listDictionaries(db: Db, query: Query): Promise<Page<Dictionary>> {
  return runList(db, dictionaryList, query);
}

export function loadDictionary(db: Db, dictCode: string): Promise<Dictionary> {
  return readRecord(db, dictionaryList, eq(dictionaries.dictCode, dictCode));
}
