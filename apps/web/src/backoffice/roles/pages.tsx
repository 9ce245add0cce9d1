import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

// Pages that share a module are loaded from one chunk (the first-load bundle is nearly full).
const menusPages = () => import('./RoleMenusPage');
const grantPages = () => import('./RoleGrantPages');
const rolePages = () => import('./RolePages');

export default definePageComponents('roles', {
  roleList: lazy(() => rolePages().then((m) => ({ default: m.RoleListPage }))),
  roleDetail: lazy(() => rolePages().then((m) => ({ default: m.RoleDetailPage }))),
  roleConfig: lazy(() => menusPages().then((m) => ({ default: m.RoleConfigPage }))),
  roleAuthority: lazy(() => grantPages().then((m) => ({ default: m.RoleAuthorityPage }))),
  roleResource: lazy(() => menusPages().then((m) => ({ default: m.RoleResourcePage }))),
  roleManagement: lazy(() => grantPages().then((m) => ({ default: m.RoleManagementPage }))),
});
