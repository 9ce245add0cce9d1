import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The SKU status labels (status.sku.<n>) come with the commodity texts. */
export const textsOf = ['commodity'] as const;

export default definePageComponents('groups', {
  commodityGroupList: lazy(() => import('./GroupListPage')),
  commodityGroupDetail: lazy(() => import('./GroupDetailPage')),
});
