import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('catalog', {
  brandManage: lazy(() => import('./BrandManagePage')),
  brandDetail: lazy(() => import('./BrandDetailPage')),
});
