import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('menus', {
  menuManage: lazy(() => import('./MenuManagePage')),
  systemQuery: lazy(() => import('./MenuAppsPage')),
});
