import type { LookupItem } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../platform/sql-rows';
import { containsPattern } from './group-lists';
import { PURCHASING_ORG } from './group-writes';

const LOOKUP_LIMIT = 20;

/** Purchasing organisations whose name contains the keyword, by name. */
export async function lookupOrgs(db: Db, keyword: string): Promise<LookupItem[]> {
  const where = keyword ? sql`and name ilike ${containsPattern(keyword)}` : sql``;
  const rows = await sqlRows<{ id: unknown; name: string }>(
    db,
    sql`select id, name from org where true ${PURCHASING_ORG} ${where} order by name, id limit ${LOOKUP_LIMIT}`,
  );
  return rows.map((row) => ({ id: String(row.id), name: row.name, nameEn: '' }));
}

/** SKUs by id, or whose goods code or name contains the keyword; shown as "code name". */
export async function lookupSkus(db: Db, keyword: string): Promise<LookupItem[]> {
  if (!keyword) return [];
  const pattern = containsPattern(keyword);
  const byId = /^\d{1,15}$/.test(keyword) ? sql`s.id = ${Number(keyword)} or` : sql``;
  const rows = await sqlRows<{ id: unknown; code: string; name: string; name_en: string }>(
    db,
    sql`select s.id, s.supplier_sku_code as code, s.sku_name as name, s.sku_name_en as name_en from skus s
         where ${byId} s.supplier_sku_code ilike ${pattern} or s.sku_name ilike ${pattern}
         order by s.id limit ${LOOKUP_LIMIT}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: `${row.code} ${row.name}`,
    nameEn: row.name_en ? `${row.code} ${row.name_en}` : '',
  }));
}
