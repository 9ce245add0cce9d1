import { type Cart, type CartLine, multiplyMoney, sumMoney } from '@procuremart/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idText } from '../../platform/ids';
import {
  type GoodsCardRow,
  goodsCardColumns,
  orgMaySee,
  pictureUrl,
  shopSells,
  stockStateOf,
} from '../catalog';
import { skus, supplierShops, suppliers } from '../catalog/shared-tables';
import { isBuyable } from './buyable';
import { cartLines } from './tables';

type CartShop = Cart['shops'][number];

/** What a cart line shows of its SKU, shop and supplier (skus joined with supplier_shops and suppliers). */
const { skuId, skuName, skuNameEn, model, unit, price, marketPrice, stock, pictureKey } = goodsCardColumns;
export const cartSkuColumns = {
  skuId,
  skuName,
  skuNameEn,
  model,
  unit,
  price,
  marketPrice,
  stock,
  pictureKey,
  skuStatus: skus.status,
  shopId: supplierShops.id,
  shopName: supplierShops.shopName,
  shopNameEn: supplierShops.shopNameEn,
  shopSells: shopSells(supplierShops.id),
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
};

/** The purchaser's cart: lines newest first, grouped by shop in the order their newest line came in. */
export async function loadCart(tx: Tx | Db, userId: number): Promise<Cart> {
  const rows = await tx
    .select({
      cartId: cartLines.id,
      num: cartLines.num,
      ticked: cartLines.ticked,
      ...cartSkuColumns,
      visible: sql<boolean>`(${cartLines.orgId} is null or ${orgMaySee(sql`${cartLines.orgId}`, sql`${skus.id}`)})`,
    })
    .from(cartLines)
    .innerJoin(skus, eq(skus.id, cartLines.skuId))
    .innerJoin(supplierShops, eq(supplierShops.id, cartLines.shopId))
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .where(eq(cartLines.userId, userId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));

  return cartOf(
    rows.map((row) => ({
      ...row,
      cartId: idText(row.cartId),
      // A line outside the organisation's channels and pools (catalog/visibility) cannot be bought either.
      buyable: isBuyable(row.skuStatus, row.shopSells) && row.visible,
    })),
  );
}

/** A cart line as read, before it is priced and grouped: the SKU and shop facts with the line's quantity. */
export interface CartRow
  extends Pick<
    GoodsCardRow,
    'skuId' | 'skuName' | 'skuNameEn' | 'model' | 'unit' | 'price' | 'marketPrice' | 'stock' | 'pictureKey'
  > {
  cartId: string;
  num: number;
  ticked: boolean;
  shopId: number;
  shopName: string;
  shopNameEn: string;
  supplierId: number;
  supplierName: string;
  supplierNameEn: string;
  /** On shelf in an open shop, and visible to the buyer. */
  buyable: boolean;
}

/** Lines grouped by shop in the order the rows come, with the ticked lines' kinds, pieces and amount. */
export function cartOf(rows: readonly CartRow[]): Cart {
  const shops = new Map<number, CartShop>();
  let tickedPieces = 0;
  let tickedKinds = 0;
  const tickedSubtotals: string[] = [];
  for (const row of rows) {
    const onShelf = row.buyable;
    const ticked = row.ticked && onShelf;
    const subtotal = multiplyMoney(row.price, row.num);
    const line: CartLine = {
      cartId: row.cartId,
      skuId: idText(row.skuId),
      skuName: row.skuName,
      skuNameEn: row.skuNameEn,
      model: row.model,
      unit: row.unit,
      picture: pictureUrl(row.pictureKey),
      price: row.price,
      marketPrice: row.marketPrice,
      num: row.num,
      subtotal,
      stock: row.stock,
      stockState: stockStateOf(row.stock),
      onShelf,
      ticked,
    };
    if (ticked) {
      tickedKinds += 1;
      tickedPieces += row.num;
      tickedSubtotals.push(subtotal);
    }
    let shop = shops.get(row.shopId);
    if (!shop) {
      shop = {
        supplierShopId: idText(row.shopId),
        shopName: row.shopName,
        shopNameEn: row.shopNameEn,
        supplierId: idText(row.supplierId),
        supplierName: row.supplierName,
        supplierNameEn: row.supplierNameEn,
        lines: [],
      };
      shops.set(row.shopId, shop);
    }
    shop.lines.push(line);
  }
  return {
    shops: [...shops.values()],
    totalNum: rows.length,
    tickedKinds,
    tickedPieces,
    tickedAmount: sumMoney(...tickedSubtotals),
  };
}
