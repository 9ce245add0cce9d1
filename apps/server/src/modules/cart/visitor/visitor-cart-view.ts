import { type CallInput, sumMoney, type VisitorCart, type viewVisitorCart } from '@procuremart/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { freightOf } from '../../orders';
import { type CartRow, cartOf } from '../cart-view';
import { visitorSkuFacts } from './visitor-skus';

/**
 * A visitor's browser cart priced as the storefront shows it to the caller: the same grouping, prices, stock
 * and off-shelf state as an account cart (each line's cartId is its SKU id), the freight of each shop's ticked
 * lines by the shop's rule, and the lines nothing is shown of any more.
 */
export async function viewVisitorCartLines(
  db: Db,
  actor: Actor | null,
  input: CallInput<typeof viewVisitorCart>,
): Promise<VisitorCart> {
  const facts = await visitorSkuFacts(db, actor, input.lines);
  const rows: CartRow[] = [];
  const unavailable: VisitorCart['unavailable'] = [];
  const freightRules = new Map<string, { freightFreeAbove: string; freightFee: string }>();
  input.lines.forEach((line, index) => {
    const { sku, buyable } = facts[index] ?? { sku: null, buyable: false };
    if (!sku) {
      unavailable.push({ skuId: line.skuId, supplierShopId: line.supplierShopId });
      return;
    }
    rows.push({ ...sku, cartId: line.skuId, num: line.num, ticked: line.ticked, buyable });
    freightRules.set(String(sku.shopId), sku);
  });
  const cart = cartOf(rows);
  const shopFreights = cart.shops.flatMap((shop) => {
    const ticked = shop.lines.filter((line) => line.ticked).map((line) => line.subtotal);
    const rule = freightRules.get(shop.supplierShopId);
    if (ticked.length === 0 || !rule) return [];
    const freight = freightOf(sumMoney(...ticked), rule);
    return [
      { supplierShopId: shop.supplierShopId, freight, freightFreeAbove: sumMoney(rule.freightFreeAbove) },
    ];
  });
  const freight = sumMoney('0', ...shopFreights.map((shop) => shop.freight));
  return {
    ...cart,
    unavailable,
    shopFreights,
    freight,
    payable: sumMoney(cart.tickedAmount, freight),
  };
}
