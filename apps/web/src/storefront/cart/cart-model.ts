import { CART_MAX_QUANTITY, type Cart, type CartLine, ErrorCode } from '@procuremart/contract';
import { TransportCode } from '../../api/api-error';

type Shop = Cart['shops'][number];

/** Who looks at the cart: only purchasers have one; other users are told so, visitors are asked to log in. */
export type CartAudience = 'visitor' | 'pending' | 'purchaser' | 'other';

export function cartAudienceOf(hasToken: boolean, hasUser: boolean, isPurchaser: boolean): CartAudience {
  if (!hasToken) return 'visitor';
  if (!hasUser) return 'pending';
  return isPurchaser ? 'purchaser' : 'other';
}

/** The most one add may ask for: the stock, never over the cart's per-line limit. */
export function maxAddable(stock: number): number {
  return Math.max(0, Math.min(CART_MAX_QUANTITY, Math.floor(stock)));
}

/** Whether the buy box may offer "add to cart" at all. */
export function canAdd(onShelf: boolean, stock: number): boolean {
  return onShelf && maxAddable(stock) >= 1;
}

/**
 * What is wrong with a typed quantity, never rewriting it: not a whole number from 1 to 9999 ('whole'), or
 * more than the stock ('stock', with the most that can be had). null when it can be asked for.
 */
export type QuantityProblem = { rule: 'whole' } | { rule: 'stock'; stock: number };

export function quantityProblem(
  value: number | string | null | undefined,
  stock = CART_MAX_QUANTITY,
): QuantityProblem | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > CART_MAX_QUANTITY)
    return { rule: 'whole' };
  return number > stock ? { rule: 'stock', stock: maxAddable(stock) } : null;
}

/** Only lines still on shelf can be ticked (and bought). */
export const isTickable = (line: CartLine): boolean => line.onShelf;

export interface TickBox {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
}

/** The tick box above some lines (a shop, or the whole cart): all, some or none of its tickable lines. */
export function tickBoxOf(lines: readonly CartLine[]): TickBox {
  const tickable = lines.filter(isTickable);
  const ticked = tickable.filter((line) => line.ticked).length;
  return {
    checked: tickable.length > 0 && ticked === tickable.length,
    indeterminate: ticked > 0 && ticked < tickable.length,
    disabled: tickable.length === 0,
  };
}

export const allLines = (cart: Cart): CartLine[] => cart.shops.flatMap((shop: Shop) => shop.lines);

export const tickableIds = (lines: readonly CartLine[]): string[] =>
  lines.filter(isTickable).map((line) => line.cartId);

/** What "delete ticked" removes: every line marked ticked, on shelf or not. */
export const tickedIds = (lines: readonly CartLine[]): string[] =>
  lines.filter((line) => line.ticked).map((line) => line.cartId);

const QUIET_CODES: readonly string[] = [ErrorCode.loginExpired, TransportCode.cancelled];
const WARNING_CODES: readonly string[] = [
  ErrorCode.business,
  ErrorCode.validation,
  ErrorCode.forbidden,
  ErrorCode.notFound,
];

/**
 * How a refused add reaches the user: the cart's own refusals (100 kinds, stock, off shelf) as the 3 s
 * warning of SPEC §9, an expired login not at all (the login flow speaks), anything else as an error notice.
 */
export function addFailureDisplay(code: string): 'quiet' | 'warning' | 'notice' {
  if (QUIET_CODES.includes(code)) return 'quiet';
  return WARNING_CODES.includes(code) ? 'warning' : 'notice';
}
