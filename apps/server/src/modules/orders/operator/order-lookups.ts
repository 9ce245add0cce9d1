import type { LookupItem } from '@procuremart/contract';
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../platform/lists';
import { suppliers } from '../../catalog/shared-tables';
import { orgs } from '../../org/shared-tables';
import { orders } from '../tables';

/** How many choices a picker offers at once: the user narrows by typing. */
const LOOKUP_LIMIT = 20;

const pattern = (keyword: string) => `%${escapeLike(keyword)}%`;

/** Organisations that placed orders whose name contains the keyword, by name. */
export async function lookupOrgs(db: Db, keyword: string): Promise<LookupItem[]> {
  const ordered = sql`exists (select 1 from ${orders} where ${orders.orgId} = ${orgs.id})`;
  const rows = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(and(ordered, keyword ? ilike(orgs.name, pattern(keyword)) : undefined))
    .orderBy(asc(orgs.name), asc(orgs.id))
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: String(row.id), name: row.name, nameEn: '' }));
}

/** Suppliers whose Chinese or English name contains the keyword, by name. */
export async function lookupSuppliers(db: Db, keyword: string): Promise<LookupItem[]> {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, nameEn: suppliers.nameEn })
    .from(suppliers)
    .where(
      keyword
        ? or(ilike(suppliers.name, pattern(keyword)), ilike(suppliers.nameEn, pattern(keyword)))
        : undefined,
    )
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: String(row.id), name: row.name, nameEn: row.nameEn }));
}
