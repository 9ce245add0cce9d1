import { type GoodsCard, LOW_STOCK_THRESHOLD, type StockState } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { preparedPerDb } from '../../../platform/prepared';
import { brands, skus, suppliers } from '../tables';

// Goods cards (search results, shop goods, home floors, cart lines) are built here, one way for all of them.

/** Highest gallery view number a picture key has (view 1 is the main picture). */
export const PICTURE_VIEWS = 5;

/**
 * URL of a stored picture: the key as a path under /api/ucc/pictures/ (keys end in .svg);
 * views 2…PICTURE_VIEWS are the other gallery angles of the same key.
 */
export function pictureUrl(pictureKey: string, view = 1): string {
  const path = `/api/ucc/pictures/${pictureKey.split('/').map(encodeURIComponent).join('/')}`;
  return view > 1 ? `${path}?view=${view}` : path;
}

/** Stock as a buyer sees it: none, a few left (≤ LOW_STOCK_THRESHOLD), plenty. */
export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'outOfStock';
  return stock <= LOW_STOCK_THRESHOLD ? 'lowStock' : 'inStock';
}

/** Columns of one goods card; select them from `goodsCardFrom(db)` (skus joined to brand and supplier). */
export const goodsCardColumns = {
  skuId: skus.id,
  skuName: skus.skuName,
  skuNameEn: skus.skuNameEn,
  model: skus.model,
  unit: skus.unit,
  price: skus.salePrice,
  marketPrice: skus.marketPrice,
  pictureKey: skus.pictureKey,
  stock: skus.stock,
  salesCount: skus.salesCount,
  brandId: skus.brandId,
  brandName: brands.brandName,
  brandNameEn: brands.brandNameEn,
  supplierId: skus.supplierId,
  supplierShopId: skus.shopId,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  supplierCode: suppliers.supplierCode,
  supplierKind: suppliers.kind,
};

export interface GoodsCardRow {
  skuId: number;
  skuName: string;
  skuNameEn: string;
  model: string;
  unit: string;
  price: string;
  marketPrice: string;
  pictureKey: string;
  stock: number;
  salesCount: number;
  brandId: number;
  brandName: string;
  brandNameEn: string;
  supplierId: number;
  supplierShopId: number;
  supplierName: string;
  supplierNameEn: string;
  supplierCode: string | null;
  supplierKind: string;
}

/**
 * `select goodsCardColumns from skus join brands join suppliers`; add where/orderBy/limit, or join more
 * tables, then map the rows with toGoodsCard. The caller decides whether off-shelf SKUs belong.
 */
export function goodsCardFrom(db: Db | Tx) {
  return db
    .select(goodsCardColumns)
    .from(skus)
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .$dynamic();
}

export function toGoodsCard(row: GoodsCardRow): GoodsCard {
  return {
    skuId: String(row.skuId),
    skuName: row.skuName,
    skuNameEn: row.skuNameEn,
    model: row.model,
    unit: row.unit,
    price: row.price,
    marketPrice: row.marketPrice,
    picture: pictureUrl(row.pictureKey),
    brandId: String(row.brandId),
    brandName: row.brandName,
    brandNameEn: row.brandNameEn,
    supplierId: String(row.supplierId),
    supplierShopId: String(row.supplierShopId),
    supplierName: row.supplierName,
    supplierNameEn: row.supplierNameEn,
    supplierCode: row.supplierCode,
    supplierKind: row.supplierKind === 'agreement' ? 'agreement' : 'ecommerce',
    stockState: stockStateOf(row.stock),
    salesCount: row.salesCount,
  };
}

/**
 * The cards query, built once per database (search reads a page of cards per request: building the query
 * each time cost more than running it).
 */
const cardsStatement = preparedPerDb((db) =>
  goodsCardFrom(db)
    .where(sql`${skus.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('goods_cards'),
);

/** The cards of the given SKUs in the order given (ids of missing SKUs are skipped). */
export async function loadGoodsCards(db: Db | Tx, skuIds: readonly number[]): Promise<GoodsCard[]> {
  if (skuIds.length === 0) return [];
  const rows = await cardsStatement(db as Db).execute({ ids: [...skuIds] });
  const byId = new Map(rows.map((row) => [row.skuId, row]));
  return skuIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGoodsCard(row)] : [];
  });
}
