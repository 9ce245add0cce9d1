import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The related goods section of the detail pages shows the groups domain's texts. */
export const textsOf = ['groups'];

const supplierGoods = () => import('./SupplierGoodsPages');
const operatorGoods = () => import('./OperatorGoodsPages');

export default definePageComponents('commodity', {
  commodityCreate: lazy(() => import('./CommodityCreatePage')),
  onShelfCommodity: lazy(() => supplierGoods().then((m) => ({ default: m.OnShelfPage }))),
  soldOutList: lazy(() => supplierGoods().then((m) => ({ default: m.OffShelfPage }))),
  soldOutDetail: lazy(() => import('./SupplierDetailPage')),
  soldUpList: lazy(() => supplierGoods().then((m) => ({ default: m.ListingRequestPage }))),
  soldUpDetail: lazy(() => import('./SupplierDetailPage')),
  newSoldUpList: lazy(() => operatorGoods().then((m) => ({ default: m.FirstAuditPage }))),
  newSoldUpTwoList: lazy(() => operatorGoods().then((m) => ({ default: m.SecondAuditPage }))),
  commodityAuditRecordList: lazy(() => import('./AuditRecordPage')),
  ecmnlots: lazy(() => operatorGoods().then((m) => ({ default: m.ShelfControlPage }))),
  commodityQryList: lazy(() => operatorGoods().then((m) => ({ default: m.CommodityQueryPage }))),
  commodityDetail: lazy(() => import('./OperatorDetailPage')),
});
