import { bilingual, cartImportRow, ErrorCode } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { defineImport } from '../../../platform/files/define-file-kinds';
import { addToCart } from '../add-to-cart';
import { CART_FILE_PERMISSION } from './cart-file-permission';
import { findSkusByCodes } from './goods-codes';
import { lineProblemOf, problemMessageKey } from './line-problem';

/** One template row into the cart: the code checked as a quick-order line is, then added as the cart adds. */
async function addRowToCart(tx: Tx, actor: Actor, row: { code: string; num: number }) {
  const candidates = (await findSkusByCodes(tx, [row.code])).get(row.code) ?? [];
  const problem = lineProblemOf(candidates, row.num);
  if (problem) {
    throw new BusinessError(ErrorCode.business, problemMessageKey(problem.problem), {
      stock: problem.stock ?? 0,
    });
  }
  const [sku] = candidates;
  return addToCart(tx, actor, {
    skuId: String(sku.skuId),
    supplierShopId: String(sku.shopId),
    num: row.num,
  });
}

/**
 * Cart import (SPEC §7): goods code and quantity per row; each refused row is reported with its reason and
 * the good rows go into the cart together in the import's one transaction. Its template is also the
 * quick-order sheet.
 */
export const cartImport = defineImport({
  kind: 'cart',
  audience: ['purchaser'],
  permission: CART_FILE_PERMISSION,
  // The template is also the quick-order sheet, which any purchaser may fill in and upload.
  templatePermission: [],
  columns: [
    { field: 'code', title: bilingual('商品编码', 'Goods code'), width: 24 },
    { field: 'num', title: bilingual('数量', 'Quantity'), width: 10, type: 'number' },
  ],
  row: cartImportRow,
  perRow: true,
  uniqueField: 'code',
  write: addRowToCart,
});
