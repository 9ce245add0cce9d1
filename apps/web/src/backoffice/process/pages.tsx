import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('process', {
  approvalTasks: lazy(() => import('./ApprovalTasksPage')),
  processList: lazy(() => import('./ProcessListPage')),
  processVer: lazy(() => import('./ProcessVersionsPage')),
  maxgraph: lazy(() => import('./ProcessDiagramPage')),
});
