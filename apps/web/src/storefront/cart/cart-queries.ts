import type { CallInput, Cart } from '@procuremart/contract';
import {
  addShoppingCart,
  changeAmount,
  deleteCart,
  queryCart,
  tickCart,
  untickCart,
} from '@procuremart/contract/refs';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiOptions, api } from '../../api/client';
import { useCartAudience } from './cart-audience';
import { cartKeys } from './keys';

/** The purchaser's cart grouped by shop; fetched afresh whenever the page opens (prices and stock move). */
export function useCart() {
  const { audience, userId } = useCartAudience();
  return useQuery({
    queryKey: cartKeys.list(userId),
    queryFn: () => api(queryCart, {}),
    enabled: audience === 'purchaser',
    staleTime: 0,
  });
}

/** After any change: the cart answer replaces the cached cart, and the header count is refreshed. */
function afterCartChange(client: QueryClient, userId: string, cart: Cart): void {
  client.setQueryData(cartKeys.list(userId), cart);
  client.setQueryData(cartKeys.count(userId), { totalNum: cart.totalNum });
  void client.invalidateQueries({ queryKey: cartKeys.counts() });
}

function useCartChange<I>(run: (input: I) => Promise<Cart>) {
  const client = useQueryClient();
  const { userId } = useCartAudience();
  return useMutation({
    mutationFn: run,
    onSuccess: (cart) => afterCartChange(client, userId, cart),
    // A refused change (e.g. not enough stock): show the server's cart again, not what was typed.
    onError: () => void client.invalidateQueries({ queryKey: cartKeys.list(userId) }),
  });
}

export const useChangeAmount = () =>
  useCartChange((input: CallInput<typeof changeAmount>) => api(changeAmount, input));
export const useDeleteCart = () => useCartChange((cartIds: string[]) => api(deleteCart, { cartIds }));
export const useTickCart = () =>
  useCartChange(({ tick, cartIds }: { tick: boolean; cartIds: string[] | 'all' }) => {
    const input = cartIds === 'all' ? { all: true as const } : { cartIds };
    return api(tick ? tickCart : untickCart, input);
  });

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
