import { useSession } from '../../app/session';
import { type CartAudience, cartAudienceOf } from './cart-model';

export type { CartAudience } from './cart-model';

/** The session seen from the cart, with the user id that keys the cart queries. */
export function useCartAudience(): { audience: CartAudience; userId: string } {
  const { token, userInfo, kind } = useSession();
  return {
    audience: cartAudienceOf(Boolean(token), Boolean(userInfo), kind === 'purchaser'),
    userId: userInfo?.userId ?? '',
  };
}
