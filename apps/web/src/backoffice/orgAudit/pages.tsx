import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('orgAudit', {
  orgAuditList: lazy(() => import('./OrgAuditListPage')),
  orgAuditDetail: lazy(() => import('./OrgAuditDetailPage')),
  merchantList: lazy(() => import('./MerchantListPage')),
  supplierAuditLog: lazy(() => import('./SupplierAuditLogPage')),
});
