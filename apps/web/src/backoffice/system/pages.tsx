import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('system', {
  opsLogQuery: lazy(() => import('./OpsLogQueryPage')),
});
