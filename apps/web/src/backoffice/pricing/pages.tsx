import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

const skuPages = () => import('./SupplierSkuPages');
const changePages = () => import('./ChangePages');

export default definePageComponents('pricing', {
  repertoryList: lazy(() => skuPages().then((m) => ({ default: m.StockPage }))),
  commodityChange: lazy(() => skuPages().then((m) => ({ default: m.PriceChangePage }))),
  commodityChQryList: lazy(() => changePages().then((m) => ({ default: m.ChangeRequestPage }))),
  commodityChAuditList: lazy(() => changePages().then((m) => ({ default: m.ChangeAuditPage }))),
  commodityChDetail: lazy(() => import('./ChangeDetailPage')),
  priceHistory: lazy(() => import('./PriceHistoryPage')),
});
