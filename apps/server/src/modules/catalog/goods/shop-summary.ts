import { type ShopSummary, SkuStatus, TRADING_ORG_STATES } from '@procuremart/contract';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orgs } from '../../org/shared-tables';
import { skus, supplierShops, suppliers } from '../tables';
import { cachedRead } from './read-cache';

export const OPEN = 1;

/** Columns of a shop summary: the shop and its supplier. */
export const shopColumns = {
  shopId: supplierShops.id,
  shopName: supplierShops.shopName,
  description: supplierShops.description,
  shopNameEn: supplierShops.shopNameEn,
  descriptionEn: supplierShops.descriptionEn,
  rating: supplierShops.rating,
  servicePhone: supplierShops.servicePhone,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  supplierCode: suppliers.supplierCode,
  supplierKind: suppliers.kind,
};

export type ShopRow = {
  shopId: number;
  shopName: string;
  description: string;
  shopNameEn: string;
  descriptionEn: string;
  rating: string;
  servicePhone: string;
  supplierId: number;
  supplierName: string;
  supplierNameEn: string;
  supplierCode: string | null;
  supplierKind: string;
};

const TRADING = sql.join(
  TRADING_ORG_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * Whether the shop with this id sells now: it is open, its supplier active, and the supplier's organisation
 * trades (a stopped, closed or revoked supplier's goods leave search at once through org.stateChanged; its shop,
 * product pages, carts and checkouts follow this). One condition for every reader, with or without the joins.
 */
export const shopSells = (shopId: AnyColumn | SQL) =>
  sql<boolean>`exists (select 1 from ${supplierShops} sh join ${suppliers} sp on sp.id = sh.supplier_id
    where sh.id = ${shopId} and sh.status = ${OPEN} and sp.status = ${OPEN}
      and not exists (select 1 from ${orgs} where ${orgs.id} = sp.org_id and ${orgs.state} not in (${TRADING})))`;

/** Open shops of active suppliers whose organisation trades, for queries joining supplier_shops and suppliers. */
export const openShop = and(
  eq(supplierShops.status, OPEN),
  eq(suppliers.status, OPEN),
  sql`not exists (select 1 from ${orgs} where ${orgs.id} = ${suppliers.orgId} and ${orgs.state} not in (${TRADING}))`,
);

export function shopsFrom(db: Db) {
  return db
    .select(shopColumns)
    .from(supplierShops)
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .$dynamic();
}

/** On-shelf goods of every shop (cached for a few seconds: a scan of the SKUs). */
export function shopGoodsCounts(db: Db): Promise<Map<number, number>> {
  return cachedRead(db, 'shopGoodsCounts', async () => {
    const rows = await db
      .select({ shopId: skus.shopId, goods: sql<number>`count(*)::int` })
      .from(skus)
      .where(eq(skus.status, SkuStatus.onShelf))
      .groupBy(skus.shopId);
    return new Map(rows.map((row) => [Number(row.shopId), Number(row.goods)]));
  });
}

export function toShopSummary(row: ShopRow, goodsCounts: Map<number, number>): ShopSummary {
  return {
    supplierShopId: String(row.shopId),
    shopName: row.shopName,
    description: row.description,
    shopNameEn: row.shopNameEn,
    descriptionEn: row.descriptionEn,
    rating: row.rating,
    servicePhone: row.servicePhone,
    supplierId: String(row.supplierId),
    supplierName: row.supplierName,
    supplierNameEn: row.supplierNameEn,
    supplierCode: row.supplierCode,
    supplierKind: row.supplierKind === 'agreement' ? 'agreement' : 'ecommerce',
    goodsCount: goodsCounts.get(row.shopId) ?? 0,
  };
}
