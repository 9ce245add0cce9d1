import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('visibility', {
  commodityPollList: lazy(() => import('./PoolListPage')),
  channelManage: lazy(() => import('./ChannelManagePage')),
});
