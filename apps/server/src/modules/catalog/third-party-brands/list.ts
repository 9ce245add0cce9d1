import type { queryThirdPartyBrandList } from '@procuremart/contract';
import { asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { contains, custom, defineListQuery, equals, runList } from '../../../platform/lists';
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
  filters: {
    supplierId: custom((id: string) => eq(thirdPartyBrands.supplierId, parseId(id))),
    mapped: custom((mapped: 'mapped' | 'unmapped') =>
      mapped === 'mapped' ? isNotNull(thirdPartyBrands.brandId) : isNull(thirdPartyBrands.brandId),
    ),
    keyword: contains(thirdPartyBrands.externalCode, thirdPartyBrands.externalName, brands.brandName),
    status: equals(thirdPartyBrands.status),
  },
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
