import { type LookupItem, lookupItemSchema } from '@procuremart/contract';
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { escapeLike } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { suppliers } from '../../catalog/shared-tables';
import { orgs } from '../../org/shared-tables';
import { visibleOrders } from '../order-access';
import { orders } from '../tables';

/** How many choices a picker offers at once: the user narrows by typing. */
const LOOKUP_LIMIT = 20;

const pattern = (keyword: string) => `%${escapeLike(keyword)}%`;

/** An organisation to pick (organisations have no English name here). */
const orgItem = rowReader(lookupItemSchema, orgs, { nameEn: sql<string>`''` });
/** A supplier to pick, in both languages. */
const supplierItem = rowReader(lookupItemSchema, suppliers);

/** Organisations that placed orders whose name contains the keyword, by name. */
export async function lookupOrgs(db: Db, actor: Actor, keyword: string): Promise<LookupItem[]> {
  const visible = visibleOrders(actor);
  const ordered = sql`exists (select 1 from ${orders} where ${orders.orgId} = ${orgs.id}${visible ? sql` and ${visible}` : sql``})`;
  const rows = await db
    .select(orgItem.columns)
    .from(orgs)
    .where(and(ordered, keyword ? ilike(orgs.name, pattern(keyword)) : undefined))
    .orderBy(asc(orgs.name), asc(orgs.id))
    .limit(LOOKUP_LIMIT);
  return rows.map(orgItem.toRow);
}

/** Suppliers whose Chinese or English name contains the keyword, by name. */
export async function lookupSuppliers(db: Db, keyword: string): Promise<LookupItem[]> {
  const rows = await db
    .select(supplierItem.columns)
    .from(suppliers)
    .where(
      keyword
        ? or(ilike(suppliers.name, pattern(keyword)), ilike(suppliers.nameEn, pattern(keyword)))
        : undefined,
    )
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(LOOKUP_LIMIT);
  return rows.map(supplierItem.toRow);
}
