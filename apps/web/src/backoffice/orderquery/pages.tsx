import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The order detail design, columns and status labels are the orders domain's: load its texts too. */
export const textsOf = ['orders', 'receiving', 'payment'];

const zone = (name: keyof typeof import('./ZoneOrderPages')) =>
  lazy(() => import('./ZoneOrderPages').then((pages) => ({ default: pages[name] })));

export default definePageComponents('orderquery', {
  agrSynthesOrderList: lazy(() => import('./OrderQueryPage')),
  synthesizeOrderDetail: lazy(() => import('./OperatorOrderDetailPage')),
  parentOrderDetail: lazy(() => import('./ParentOrderDetailPage')),
  agrSynthesOrderQuery: zone('ZoneOrderQuery'),
  plSynthesizeOrderDetail: zone('ZoneOrderDetail'),
  plParentOrderDetail: zone('ZoneParentDetail'),
  agrSynthesOrderQueryOpt: zone('ZoneOrderDesk'),
  agrSynthesizeOrderDetailOpt: zone('ZoneDeskOrderDetail'),
  agrParentOrderDetailOpt: zone('ZoneDeskParentDetail'),
});
