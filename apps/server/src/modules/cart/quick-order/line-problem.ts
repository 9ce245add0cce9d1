import { CART_MAX_QUANTITY, type QuickOrderProblem, SkuStatus } from '@procuremart/contract';
import type { CodedSku } from './goods-codes';

export interface LineProblem {
  problem: QuickOrderProblem;
  /** Pieces left, for a stock problem. */
  stock?: number;
}

const isQuantity = (num: number) => Number.isInteger(num) && num >= 1 && num <= CART_MAX_QUANTITY;

/**
 * Why `num` of what a code found cannot be bought, or null: the code first (none, several), then the
 * quantity, then the cart's own rules (buyable.ts: a shop that sells, on shelf) and the stock.
 */
export function lineProblemOf(candidates: readonly CodedSku[], num: number): LineProblem | null {
  if (candidates.length === 0) return { problem: 'notFound' };
  if (candidates.length > 1) return { problem: 'ambiguous' };
  if (!isQuantity(num)) return { problem: 'badQuantity' };
  const [sku] = candidates;
  if (!sku.shopSells) return { problem: 'notBuyable' };
  if (sku.skuStatus !== SkuStatus.onShelf) return { problem: 'offShelf' };
  if (num > sku.stock) return { problem: 'insufficientStock', stock: Math.max(sku.stock, 0) };
  return null;
}

export const problemMessageKey = (problem: QuickOrderProblem) => `quickOrder.problem.${problem}` as const;
