import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

const detail = () => import('./BrandAuthDetailPages');

export default definePageComponents('brandauth', {
  brandAuthList: lazy(() => import('./BrandAuthListPage')),
  brandAuthDetail: lazy(() => detail().then((m) => ({ default: m.SupplierBrandAuthDetailPage }))),
  brandAuthAudit: lazy(() => import('./BrandAuthAuditPage')),
  brandAuthAuditDetail: lazy(() => detail().then((m) => ({ default: m.OperatorBrandAuthDetailPage }))),
});
