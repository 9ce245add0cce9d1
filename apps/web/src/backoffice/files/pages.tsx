import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('files', {
  myDownloads: lazy(() => import('./MyDownloadsPage')),
  jobManage: lazy(() => import('./JobManagePage')),
});
