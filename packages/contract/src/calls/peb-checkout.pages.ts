import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Checkout is a storefront page; placing orders is an access code purchasers hold by default. */
export default definePages('checkout', [
  {
    name: 'placeOrder',
    kind: 'access',
    parent: 'orderCenter',
    title: bilingual('下单结算', 'Place orders'),
    roles: [RoleCode.buyer],
  },
]);
