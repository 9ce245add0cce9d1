import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('storefrontadmin', {
  frontCategoryList: lazy(() => import('./FrontCategoryPage')),
  hotSearchManage: lazy(() => import('./HotWordPage')),
});
