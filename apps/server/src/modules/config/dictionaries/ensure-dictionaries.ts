import { DICTIONARIES, type DictDecl } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { now } from '../../../platform/clock';
import { dictionaries, dictionaryItems } from '../tables';

/**
 * Makes the dictionaries match the contract at every start: each declared dictionary exists with its name,
 * each declared item exists, enabled and marked built-in. Labels and order operators changed are kept;
 * items they added stay.
 */
export async function ensureDictionaries(tx: Tx): Promise<void> {
  const at = now();
  const declared = Object.entries(DICTIONARIES) as [string, DictDecl][];
  await tx
    .insert(dictionaries)
    .values(
      declared.map(([dictCode, dict]) => ({
        dictCode,
        name: dict.name['zh-CN'],
        nameEn: dict.name['en-US'],
        open: dict.open,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: dictionaries.dictCode,
      set: { name: sql`excluded.name`, nameEn: sql`excluded.name_en`, open: sql`excluded.open` },
    });
  await tx
    .insert(dictionaryItems)
    .values(
      declared.flatMap(([dictCode, dict]) =>
        dict.items.map((item, index) => ({
          dictCode,
          code: item.code,
          label: item.label,
          labelEn: item.labelEn,
          sortNo: (index + 1) * 10,
          status: 1,
          builtIn: true,
          updatedAt: at,
        })),
      ),
    )
    // A code operators added before the program declared it becomes the program's.
    .onConflictDoUpdate({
      target: [dictionaryItems.dictCode, dictionaryItems.code],
      set: { builtIn: true, status: 1 },
      setWhere: sql`${dictionaryItems.builtIn} = false or ${dictionaryItems.status} <> 1`,
    });
}
