import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/**
 * Checkout is a storefront page; placing orders is an access code purchasers hold by default. It sits in the
 * account centre beside the address book and invoice titles checkout uses (under the order centre it would
 * show that group, empty, to every purchaser until order pages exist).
 */
export default definePages('checkout', [
  {
    name: 'placeOrder',
    kind: 'access',
    parent: 'accountCenter',
    title: bilingual('下单结算', 'Place orders'),
    roles: [RoleCode.buyer],
  },
]);
