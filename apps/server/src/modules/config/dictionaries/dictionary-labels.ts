import type { DictCode } from '@procuremart/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A coded column's dictionary labels as SQL, for files and other server-written text: the item's Chinese label
 * and its English one (the Chinese where none was given); a value no item has (text saved before the column held
 * codes) is given as it is.
 */
export function dictionaryLabelSql(
  dictCode: DictCode,
  code: AnyColumn | SQL,
): { label: SQL<string>; labelEn: SQL<string> } {
  const item = sql`from dictionary_items d where d.dict_code = ${dictCode} and d.code = ${code}`;
  return {
    label: sql<string>`coalesce((select d.label ${item}), ${code})`,
    labelEn: sql<string>`coalesce((select coalesce(nullif(d.label_en, ''), d.label) ${item}), ${code})`,
  };
}
