import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('identity', {
  accountInfo: lazy(() => import('./AccountInfoPage')),
  accountUnlock: lazy(() => import('./LockedAccountsPage')),
});
