import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The order domain's texts: order status labels and fields the receiving pages show. */
export const textsOf = ['orders', 'payment'];

export default definePageComponents('receiving', {
  agrArrivalAcceptance: lazy(() => import('./ArrivalAcceptancePage')),
  printAcceptOrder: lazy(() => import('./PrintAcceptOrderPage')),
});
