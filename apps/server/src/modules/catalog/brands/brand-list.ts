import { type Brand, brandSchema, type Page, queryBrandList } from '@procuremart/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { brands } from '../tables';

type Query = ParsedInput<typeof queryBrandList>;

/** A brand row: its own columns, who changed it last (username) and its logo. */
const brandRow = rowReader(
  brandSchema,
  brands,
  { brandId: brands.id, updatedBy: users.username, logo: storedFiles },
  { logo: (logo: typeof storedFiles.$inferSelect | null) => (logo ? toStoredFile(logo) : null) },
);

/** Brands whose Chinese or English name contains the text, optionally of one status, paged. */
export const brandList = defineListQuery<Query>()({
  rows: (db) =>
    db
      .select(brandRow.columns)
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
  map: brandRow.toRow,
});

export function listBrands(db: Db, query: Query): Promise<Page<Brand>> {
  return runList(db, brandList, query);
}

/** One brand as its list row shows it, or E404. */
export function loadBrand(db: Db | Tx, brandId: number): Promise<Brand> {
  return readRecord(db, brandList, eq(brands.id, brandId));
}
