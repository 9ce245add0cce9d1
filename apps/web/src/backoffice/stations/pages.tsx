import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The data type tables share one component.*/
const types = (name: 'DataResourceTypesPage' | 'DataAuthorityTypesPage') =>
  lazy(() => import('./DataTypesPage').then((pages) => ({ default: pages[name] })));

export default definePageComponents('stations', {
  management: lazy(() => import('./StationListPage')),
  postDataPermission: lazy(() => import('./StationListPage')),
  stationDetail: lazy(() => import('./StationDetailPage')),
  roleStations: lazy(() => import('./RoleStationsPage')),
  dataResourceType: types('DataResourceTypesPage'),
  dataAuthorityType: types('DataAuthorityTypesPage'),
});
