import {
  type LookupItem,
  lookupItemSchema,
  lookupVisibilityOrgs,
  lookupVisibilitySkus,
  OrgType,
} from '@procuremart/contract';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, escapeLike, listWhere } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { orgs } from '../../org/shared-tables';
import { skus } from '../goods-tables';

const LOOKUP_LIMIT = 20;
const ID = /^\d{1,15}$/;

/** A purchasing organisation to pick (organisations have no English name here). */
const orgItem = rowReader(lookupItemSchema, orgs, { nameEn: sql<string>`''` });
/** A SKU to pick, shown as "code name" in each language (no English name: ''). */
const skuItem = rowReader(
  lookupItemSchema,
  skus,
  {
    name: { code: skus.supplierSkuCode, name: skus.skuName },
    nameEn: { code: skus.supplierSkuCode, name: skus.skuNameEn },
  },
  {
    name: ({ code, name }: { code: string; name: string }) => `${code} ${name}`,
    nameEn: ({ code, name }: { code: string; name: string }) => (name ? `${code} ${name}` : ''),
  },
);

const orgLookup = { filters: filtersOf(lookupVisibilityOrgs, { keyword: [orgs.name] }) };

/** Purchasing organisations whose name contains the keyword, by name. */
export async function lookupOrgs(
  db: Db,
  input: ParsedInput<typeof lookupVisibilityOrgs>,
): Promise<LookupItem[]> {
  const rows = await db
    .select(orgItem.columns)
    .from(orgs)
    .where(and(eq(orgs.orgType, OrgType.enterprise), isNull(orgs.parentId), listWhere(orgLookup, input)))
    .orderBy(asc(orgs.name), asc(orgs.id))
    .limit(LOOKUP_LIMIT);
  return rows.map(orgItem.toRow);
}

// The keyword is a SKU's id exactly, or a part of its goods code or name: a condition of its own.
const skuLookup = {
  filters: filtersOf(lookupVisibilitySkus, {
    keyword: custom((keyword: string) => {
      const pattern = `%${escapeLike(keyword)}%`;
      return or(
        ID.test(keyword) ? eq(skus.id, Number(keyword)) : undefined,
        ilike(skus.supplierSkuCode, pattern),
        ilike(skus.skuName, pattern),
      );
    }),
  }),
};

/** SKUs by id, or whose goods code or name contains the keyword; shown as "code name". None without one. */
export async function lookupSkus(
  db: Db,
  input: ParsedInput<typeof lookupVisibilitySkus>,
): Promise<LookupItem[]> {
  if (!input.keyword) return [];
  const rows = await db
    .select(skuItem.columns)
    .from(skus)
    .where(listWhere(skuLookup, input))
    .orderBy(asc(skus.id))
    .limit(LOOKUP_LIMIT);
  return rows.map(skuItem.toRow);
}
