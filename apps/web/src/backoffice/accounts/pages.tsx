import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('accounts', {
  accountSecurity: lazy(() => import('./AccountSecurityPage')),
  accountAssociation: lazy(() => import('./AccountAssociationPage')),
  wxScanManage: lazy(() => import('./ScanDevicesPage')),
  qrLoginConfirm: lazy(() => import('./QrLoginConfirmPage')),
  outboxQuery: lazy(() => import('./OutboxPage')),
});
