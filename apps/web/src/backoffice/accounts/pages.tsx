import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

const accountPages = () => import('./AccountPages');

export default definePageComponents('accounts', {
  accountSecurity: lazy(() => accountPages().then((m) => ({ default: m.AccountSecurityPage }))),
  accountAssociation: lazy(() => accountPages().then((m) => ({ default: m.AccountAssociationPage }))),
  wxScanManage: lazy(() => accountPages().then((m) => ({ default: m.ScanDevicesPage }))),
  qrLoginConfirm: lazy(() => accountPages().then((m) => ({ default: m.QrLoginConfirmPage }))),
  outboxQuery: lazy(() => accountPages().then((m) => ({ default: m.OutboxPage }))),
});
