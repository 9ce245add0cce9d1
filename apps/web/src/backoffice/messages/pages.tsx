import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('messages', {
  platformMessageManage: lazy(() => import('./PlatformMessagePage')),
});
