import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The list, versions and task pages share one chunk; the diagram (with React Flow) loads on its own. */
const shared = () => import('./ProcessPages');

export default definePageComponents('process', {
  approvalTasks: lazy(() => shared().then((m) => ({ default: m.ApprovalTasksPage }))),
  processList: lazy(() => shared().then((m) => ({ default: m.ProcessListPage }))),
  processVer: lazy(() => shared().then((m) => ({ default: m.ProcessVersionsPage }))),
  maxgraph: lazy(() => import('./ProcessDiagramPage')),
});
