import type { Brand, Page, queryBrandList } from '@procuremart/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { orderBy, paging, toPage } from '../../../platform/lists';
import { users } from '../../identity/tables';
import { brands } from '../tables';
import { brandColumns, toBrand } from './brand-record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Brands whose Chinese or English name contains the text, optionally of one status, paged. */
export async function listBrands(db: Db, query: ParsedInput<typeof queryBrandList>): Promise<Page<Brand>> {
  const pattern = query.brandName ? `%${escapeLike(query.brandName)}%` : null;
  const filters: (SQL | undefined)[] = [
    pattern ? or(ilike(brands.brandName, pattern), ilike(brands.brandNameEn, pattern)) : undefined,
    query.status === undefined ? undefined : eq(brands.status, query.status),
  ];
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(brands).where(where);
  const { limit, offset } = paging(query);
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(users, eq(users.id, brands.updatedBy))
    .where(where)
    .orderBy(
      ...orderBy(
        query.sort,
        {
          brandName: brands.brandName,
          sortNo: brands.sortNo,
          createdAt: brands.createdAt,
          updatedAt: brands.updatedAt,
        },
        [asc(brands.sortNo), asc(brands.brandName)],
        brands.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  return toPage(rows.map(toBrand), Number(total), query);
}
