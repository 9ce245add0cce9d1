import {
  type CommodityRow,
  type Page,
  type queryAuditList,
  queryCommodityList,
  type querySupplierSkuList,
  SKU_PERMISSION,
  SkuStatus,
} from '@procuremart/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { forbiddenError } from '../../../platform/errors';
import { idText, isoText } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { brands, categories, skus, suppliers } from '../tables';

type AnyQuery = ParsedInput<typeof queryCommodityList> & { level?: 1 | 2 };

const rowColumns = {
  sku: skus,
  categoryName: categories.name,
  brandName: brands.brandName,
  supplierName: suppliers.name,
};
type Row = { sku: typeof skus.$inferSelect; categoryName: string; brandName: string; supplierName: string };

function toRow({ sku, ...names }: Row): CommodityRow {
  return {
    skuId: idText(sku.id),
    spuId: idText(sku.spuId),
    skuName: sku.skuName,
    supplierSkuCode: sku.supplierSkuCode,
    model: sku.model,
    unit: sku.unit,
    salePrice: sku.salePrice,
    marketPrice: sku.marketPrice,
    taxRate: sku.taxRate,
    stock: sku.stock,
    status: sku.status,
    updatedAt: isoText(sku.updatedAt),
    ...names,
  };
}

/** The SKU rows of one audience's view: `where` says which SKUs it holds at all. */
const commodityList = (where: SQL | undefined) =>
  defineListQuery<AnyQuery>()({
    rows: (db) =>
      db
        .select(rowColumns)
        .from(skus)
        .innerJoin(categories, eq(categories.id, skus.categoryId))
        .innerJoin(brands, eq(brands.id, skus.brandId))
        .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
        .$dynamic(),
    count: (db) =>
      db
        .select({ total: count() })
        .from(skus)
        .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
        .$dynamic(),
    where,
    filters: filtersOf(queryCommodityList, {
      keyword: [skus.skuName, skus.supplierSkuCode, skus.model],
      statuses: skus.status,
      supplierName: [suppliers.name, suppliers.companyName],
    }),
    sorts: {
      updatedAt: skus.updatedAt,
      salePrice: skus.salePrice,
      stock: skus.stock,
      skuName: skus.skuName,
    },
    defaultOrder: [desc(skus.updatedAt)],
    tieBreaker: skus.id,
    map: toRow,
  });

/** A supplier's own SKUs. */
export function listSupplierSkus(db: Db, actor: Actor, input: ParsedInput<typeof querySupplierSkuList>) {
  return runList(db, commodityList(rowScope(actor, { supplier: skus.supplierId })), input);
}

/** Every supplier's SKUs (operators). */
export function listCommodities(db: Db, input: AnyQuery): Promise<Page<CommodityRow>> {
  return runList(db, commodityList(undefined), input);
}

const SHELF_STATUSES = [SkuStatus.onShelf, SkuStatus.offShelf, SkuStatus.forcedOffShelf];

/** SKUs an operator may force off shelf or restore. */
export function listShelfControl(db: Db, input: AnyQuery): Promise<Page<CommodityRow>> {
  return runList(db, commodityList(inArray(skus.status, SHELF_STATUSES)), input);
}

/** The listing requests waiting at one audit level; each level needs its own review page's code. */
export function listAuditQueue(db: Db, actor: Actor, input: ParsedInput<typeof queryAuditList>) {
  const page = input.level === 1 ? SKU_PERMISSION.firstAudit : SKU_PERMISSION.secondAudit;
  if (!actor.menuCodes.includes(page)) throw forbiddenError();
  const waiting = input.level === 1 ? SkuStatus.awaitingFirstAudit : SkuStatus.awaitingSecondAudit;
  return runList(db, commodityList(and(eq(skus.status, waiting))), input);
}
