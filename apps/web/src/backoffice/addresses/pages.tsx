import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('addresses', {
  receivingAddress: lazy(() => import('./ReceivingAddressPage')),
  invoiceInfo: lazy(() => import('./InvoiceInfoPage')),
});
