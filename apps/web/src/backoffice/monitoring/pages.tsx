import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The comparison shows SKU statuses under the commodity pages' labels. */
export const textsOf = ['commodity'];

export default definePageComponents('monitoring', {
  priceMonitorList: lazy(() => import('./PriceMonitorPage')),
  priceCompareList: lazy(() => import('./PriceCompareListPage')),
  priceCompareDetail: lazy(() => import('./PriceCompareDetailPage')),
  thirdPartyBrandList: lazy(() => import('./ThirdPartyBrandPage')),
});
