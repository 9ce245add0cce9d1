import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The order detail design and the order status labels come with the orders domain's texts. */
export const textsOf = ['orders'];

export default definePageComponents('sales', {
  myShopOrder: lazy(() => import('./ShopOrderPage')),
  supplierOrderDetails: lazy(() => import('./SupplierOrderDetailPage')),
  deliverGoods: lazy(() => import('./DeliverGoodsPage')),
  shopPendingOrder: lazy(() => import('./ShopPendingOrderPage')),
  arrivalRegistration: lazy(() => import('./ShipmentListPage')),
  applicationFormConfirm: lazy(() => import('./CancelApplyPage')),
});
