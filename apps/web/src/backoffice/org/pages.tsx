import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('org', {
  operateOrgList: lazy(() => import('./OperateOrgListPage')),
  operateOrgDetail: lazy(() => import('./OrgDetailPage')),
  outerEnterpriseList: lazy(() => import('./OuterEnterpriseListPage')),
  outerEnterpriseDetail: lazy(() => import('./OrgDetailPage')),
  orgTreeManage: lazy(() => import('./OrgTreePage')),
  innerEnterPriseOrg: lazy(() => import('./OwnOrgPage')),
});
