import type { CallInput, Cart, VisitorCart } from '@procuremart/contract';
import {
  addShoppingCart,
  changeAmount,
  deleteCart,
  queryCart,
  tickCart,
  untickCart,
} from '@procuremart/contract/refs';
import {
  type QueryClient,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiOptions, api } from '../../api/client';
import { useCartAudience } from './cart-audience';
import { cartKeys } from './keys';
import { updateVisitorLines, type VisitorLine } from './visitor-cart';
import { useVisitorCart } from './visitor-cart-query';

/**
 * The cart grouped by shop: the purchaser's account cart, or a visitor's browser cart priced by the server;
 * fetched afresh whenever the page opens (prices and stock move).
 */
export function useCart(): UseQueryResult<Cart & { unavailable?: VisitorCart['unavailable'] }> {
  const { audience, userId } = useCartAudience();
  const account = useQuery({
    queryKey: cartKeys.list(userId),
    queryFn: () => api(queryCart, {}),
    enabled: audience === 'purchaser',
    staleTime: 0,
  });
  const visitor = useVisitorCart(audience === 'visitor');
  return audience === 'visitor' ? visitor : account;
}

/** After any change: the cart answer replaces the cached cart, and the header count is refreshed. */
function afterCartChange(client: QueryClient, userId: string, cart: Cart): void {
  client.setQueryData(cartKeys.list(userId), cart);
  client.setQueryData(cartKeys.count(userId), { totalNum: cart.totalNum });
  void client.invalidateQueries({ queryKey: cartKeys.counts() });
}

/**
 * A change of the cart: the account cart's call for a purchaser, the browser's lines for a visitor (whose lines
 * carry their SKU id as cartId; the priced cart follows the store by itself).
 */
function useCartChange<I>(run: (input: I) => Promise<Cart>, visit: (input: I) => void) {
  const client = useQueryClient();
  const { audience, userId } = useCartAudience();
  return useMutation({
    mutationFn: async (input: I): Promise<Cart | null> => {
      if (audience !== 'visitor') return run(input);
      visit(input);
      return null;
    },
    onSuccess: (cart) => {
      if (cart) afterCartChange(client, userId, cart);
    },
    // A refused change (e.g. not enough stock): show the server's cart again, not what was typed.
    onError: () => void client.invalidateQueries({ queryKey: cartKeys.list(userId) }),
  });
}

/** Changes the named browser lines (by SKU id, their cartId) or all of them. */
const changeVisitorLines = (cartIds: string[] | 'all', change: (line: VisitorLine) => VisitorLine | null) =>
  updateVisitorLines((line) => (cartIds === 'all' || cartIds.includes(line.skuId) ? change(line) : line));

export const useChangeAmount = () =>
  useCartChange(
    (input: CallInput<typeof changeAmount>) => api(changeAmount, input),
    ({ cartId, num }) => changeVisitorLines([cartId], (line) => ({ ...line, num })),
  );
export const useDeleteCart = () =>
  useCartChange(
    (cartIds: string[]) => api(deleteCart, { cartIds }),
    (cartIds) => changeVisitorLines(cartIds, () => null),
  );
type TickInput = { tick: boolean; cartIds: string[] | 'all' };
export const useTickCart = () =>
  useCartChange(
    ({ tick, cartIds }: TickInput) => {
      const input = cartIds === 'all' ? { all: true as const } : { cartIds };
      return api(tick ? tickCart : untickCart, input);
    },
    ({ tick, cartIds }) => changeVisitorLines(cartIds, (line) => ({ ...line, ticked: tick })),
  );

/** Adds goods; the caller shows refusals itself (the kind limit is a 3 s warning, SPEC §9). */
export function useAddToCart() {
  const client = useQueryClient();
  const { userId } = useCartAudience();
  return useMutation({
    mutationFn: (input: CallInput<typeof addShoppingCart> & { options?: ApiOptions }) => {
      const { options, ...call } = input;
      return api(addShoppingCart, call, options);
    },
    onSuccess: (count) => {
      client.setQueryData(cartKeys.count(userId), count);
      void client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
