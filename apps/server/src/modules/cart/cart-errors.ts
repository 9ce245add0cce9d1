import { CART_MAX_KINDS, ErrorCode } from '@procuremart/contract';
import { BusinessError, fieldError } from '../../platform/errors';

/** Guards of the cart rules (SPEC §5); each names the field a user would correct. */
export const skuUnavailableError = () => fieldError('cart.skuUnavailable', 'skuId');
export const quantityMaxError = () => fieldError('cart.quantityMax', 'num');
export const insufficientStockError = (stock: number) =>
  fieldError('cart.insufficientStock', 'num', { stock: Math.max(stock, 0) });

export function throwIfCartFull(kinds: number): void {
  if (kinds >= CART_MAX_KINDS) throw new BusinessError(ErrorCode.business, 'cart.limitReached');
}
