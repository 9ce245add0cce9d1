import { getCartCount } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useCartAudience } from './cart-audience';
import { cartKeys } from './keys';
import { useVisitorLines } from './visitor-cart';

/**
 * The header's cart count: distinct goods in the purchaser's cart, or in a visitor's browser cart; 0 for other
 * users without asking the server. Logout and an expired login clear the query cache (session), so the count
 * goes too.
 */
export function useCartCount(): number {
  const { audience, userId } = useCartAudience();
  const visitorKinds = useVisitorLines().length;
  const enabled = audience === 'purchaser';
  const { data } = useQuery({
    queryKey: cartKeys.count(userId),
    // A badge that cannot load stays quiet rather than raising a notice on every page.
    queryFn: () => api(getCartCount, {}, { notify: false }),
    enabled,
  });
  if (audience === 'visitor') return visitorKinds;
  return enabled ? (data?.totalNum ?? 0) : 0;
}
