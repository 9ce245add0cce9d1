import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

// The storefront pages of registration: the applicant's certification and supplier registration.
export default definePageComponents('orgAudit', {
  authentication: lazy(() => import('./AuthenticationPage')),
  supplierRegister: lazy(() => import('./SupplierRegisterPage')),
});
