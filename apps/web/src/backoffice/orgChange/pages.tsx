import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('orgChange', {
  merchantInfoManage: lazy(() => import('./MerchantInfoPage')),
  accountSetInfo: lazy(() => import('./AccountSetPage')),
  orgInfoChangeAudit: lazy(() => import('./OrgInfoChangeAuditPage')),
  orgInfoChangeDetail: lazy(() => import('./OrgInfoChangeDetailPage')),
});
