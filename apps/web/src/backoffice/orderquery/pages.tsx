import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The order detail design, columns and status labels are the orders domain's: load its texts too. */
export const textsOf = ['orders', 'receiving'];

export default definePageComponents('orderquery', {
  agrSynthesOrderList: lazy(() => import('./OrderQueryPage')),
  synthesizeOrderDetail: lazy(() => import('./OperatorOrderDetailPage')),
  parentOrderDetail: lazy(() => import('./ParentOrderDetailPage')),
});
