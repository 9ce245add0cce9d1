import { type PriceCompareGroup, queryPriceCompareGroups, SkuStatus } from '@procuremart/contract';
import {
  type AnyColumn,
  and,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  max,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { idText, parseId } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, escapeLike, runList } from '../../../platform/lists';
import { brands, skus } from '../tables';

type Query = ParsedInput<typeof queryPriceCompareGroups>;

/** The model as goods are compared by: no spaces or dashes (half or full width), lower case. */
export const modelKey = (model: SQL | typeof skus.model): SQL<string> =>
  sql<string>`lower(regexp_replace(${model}, '[[:space:]\\-－–—]+', '', 'g'))`;

const qb = new QueryBuilder();

/** Same brand, same model key, on shelf at two suppliers or more. */
const groups = qb
  .select({
    brandId: skus.brandId,
    key: modelKey(skus.model).as('model_key'),
    firstSkuId: min(skus.id).as('first_sku_id'),
    model: min(skus.model).as('group_model'),
    skuName: min(skus.skuName).as('group_sku_name'),
    supplierCount: countDistinct(skus.supplierId).as('supplier_count'),
    skuCount: count().as('sku_count'),
    minPrice: min(skus.salePrice).as('min_price'),
    maxPrice: max(skus.salePrice).as('max_price'),
  })
  .from(skus)
  .where(and(eq(skus.status, SkuStatus.onShelf), ne(modelKey(skus.model), '')))
  .groupBy(skus.brandId, modelKey(skus.model))
  .having(sql`count(distinct ${skus.supplierId}) >= 2`)
  .as('compare_groups');

const spread = sql<string>`(${groups.maxPrice} - ${groups.minPrice})`;
const spreadPercent = sql<string>`coalesce(round((${groups.maxPrice} - ${groups.minPrice}) * 100 / nullif(${groups.minPrice}, 0), 2), 0)`;

/** A member SKU of the group (on shelf) meets the condition. */
const someMember = (condition: SQL) =>
  sql`exists (select 1 from ${skus} where ${skus.brandId} = ${groups.brandId} and ${modelKey(skus.model)} = ${groups.key} and ${skus.status} = ${SkuStatus.onShelf} and ${condition})`;

export const compareGroupList = defineListQuery<Query>()({
  rows: (db: Db | Tx) =>
    db
      .select({
        firstSkuId: groups.firstSkuId,
        brandId: groups.brandId,
        model: groups.model,
        skuName: groups.skuName,
        supplierCount: groups.supplierCount,
        skuCount: groups.skuCount,
        minPrice: groups.minPrice,
        maxPrice: groups.maxPrice,
        brandName: brands.brandName,
        spread,
        spreadPercent,
      })
      .from(groups)
      .innerJoin(brands, eq(brands.id, groups.brandId))
      .$dynamic(),
  count: (db: Db | Tx) =>
    db.select({ total: count() }).from(groups).innerJoin(brands, eq(brands.id, groups.brandId)).$dynamic(),
  filters: filtersOf(queryPriceCompareGroups, {
    keyword: custom((text: string) => {
      const pattern = `%${escapeLike(text)}%`;
      return or(
        ilike(brands.brandName, pattern),
        someMember(or(ilike(skus.skuName, pattern), ilike(skus.model, pattern)) as SQL),
      );
    }),
    brandId: groups.brandId,
    categoryId: custom((id: string) => someMember(eq(skus.categoryId, parseId(id)))),
    skuId: custom(
      (id: string) =>
        sql`(${groups.brandId}, ${groups.key}) = (select ${skus.brandId}, ${modelKey(skus.model)} from ${skus} where ${skus.id} = ${parseId(id)})`,
    ),
  }),
  sorts: {
    spread,
    spreadPercent,
    supplierCount: sql`${groups.supplierCount}`,
    minPrice: sql`${groups.minPrice}`,
  },
  defaultOrder: [desc(spreadPercent)],
  // The group's first SKU id is unique per group; the builder orders by it as by any column.
  tieBreaker: groups.firstSkuId as unknown as AnyColumn,
  map: ({ brandName, ...group }): PriceCompareGroup => ({
    skuId: idText(Number(group.firstSkuId)),
    brandId: idText(Number(group.brandId)),
    brandName,
    model: String(group.model),
    skuName: String(group.skuName),
    supplierCount: Number(group.supplierCount),
    skuCount: Number(group.skuCount),
    minPrice: String(group.minPrice),
    maxPrice: String(group.maxPrice),
    spread: String(group.spread),
    spreadPercent: Number(group.spreadPercent).toFixed(2),
  }),
});

export function listCompareGroups(db: Db, input: Query) {
  return runList(db, compareGroupList, input);
}
