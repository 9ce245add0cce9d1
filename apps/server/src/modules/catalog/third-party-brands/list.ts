import { queryThirdPartyBrandList } from '@procuremart/contract';
import { asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, runList } from '../../../platform/lists';
import { brands, suppliers } from '../tables';
import { thirdPartyBrandColumns, toThirdPartyBrand, updater } from './record';
import { thirdPartyBrands } from './tables';

type Query = ParsedInput<typeof queryThirdPartyBrandList>;

/** Third-party brands by supplier, mapped or not, code/name/platform brand keyword and status. */
export const thirdPartyBrandList = defineListQuery<Query>()({
  rows: (db: Db | Tx) =>
    db
      .select(thirdPartyBrandColumns)
      .from(thirdPartyBrands)
      .innerJoin(suppliers, eq(suppliers.id, thirdPartyBrands.supplierId))
      .leftJoin(brands, eq(brands.id, thirdPartyBrands.brandId))
      .leftJoin(updater, eq(updater.id, thirdPartyBrands.updatedBy))
      .$dynamic(),
  count: (db: Db | Tx) =>
    db
      .select({ total: count() })
      .from(thirdPartyBrands)
      .leftJoin(brands, eq(brands.id, thirdPartyBrands.brandId))
      .$dynamic(),
  filters: filtersOf(queryThirdPartyBrandList, {
    supplierId: thirdPartyBrands.supplierId,
    mapped: custom((mapped: 'mapped' | 'unmapped') =>
      mapped === 'mapped' ? isNotNull(thirdPartyBrands.brandId) : isNull(thirdPartyBrands.brandId),
    ),
    keyword: [thirdPartyBrands.externalCode, thirdPartyBrands.externalName, brands.brandName],
    status: thirdPartyBrands.status,
  }),
  sorts: {
    externalCode: thirdPartyBrands.externalCode,
    externalName: thirdPartyBrands.externalName,
    updatedAt: thirdPartyBrands.updatedAt,
  },
  defaultOrder: [asc(thirdPartyBrands.supplierId), asc(thirdPartyBrands.externalCode)],
  defaultTieBreak: 'ASC',
  tieBreaker: thirdPartyBrands.id,
  map: toThirdPartyBrand,
});

export const listThirdPartyBrands = (db: Db, input: Query) => runList(db, thirdPartyBrandList, input);
