import { type Brand, type Page, queryBrandList } from '@procuremart/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { brands } from '../tables';
import { brandColumns, toBrand } from './brand-record';

type Query = ParsedInput<typeof queryBrandList>;

/** Brands whose Chinese or English name contains the text, optionally of one status, paged. */
export const brandList = defineListQuery<Query>()({
  rows: (db) =>
    db
      .select(brandColumns)
      .from(brands)
      .leftJoin(users, eq(users.id, brands.updatedBy))
      .leftJoin(storedFiles, eq(storedFiles.id, brands.logoFileId))
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(brands).$dynamic(),
  filters: filtersOf(queryBrandList, {
    brandName: [brands.brandName, brands.brandNameEn],
    status: brands.status,
  }),
  sorts: {
    brandName: brands.brandName,
    sortNo: brands.sortNo,
    createdAt: brands.createdAt,
    updatedAt: brands.updatedAt,
  },
  defaultOrder: [asc(brands.sortNo), asc(brands.brandName)],
  tieBreaker: brands.id,
  map: toBrand,
});

export function listBrands(db: Db, query: Query): Promise<Page<Brand>> {
  return runList(db, brandList, query);
}
