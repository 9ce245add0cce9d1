import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('roles', {
  roleList: lazy(() => import('./RoleListPage')),
  roleDetail: lazy(() => import('./RoleDetailPage')),
  roleConfig: lazy(() => import('./RoleConfigPage')),
  roleAuthority: lazy(() => import('./RoleAuthorityPage')),
  roleResource: lazy(() => import('./RoleResourcePage')),
  roleManagement: lazy(() => import('./RoleManagementPage')),
});
