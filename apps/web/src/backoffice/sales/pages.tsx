import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/**
 * The order detail design and the order status labels come with the orders domain's texts, the printed
 * delivery note with the receiving domain's.
 */
export const textsOf = ['orders', 'receiving', 'payment'];

export default definePageComponents('sales', {
  myShopOrder: lazy(() => import('./ShopOrderPage')),
  supplierOrderDetails: lazy(() => import('./SupplierOrderDetailPage')),
  deliverGoods: lazy(() => import('./DeliverGoodsPage')),
  shopPendingOrder: lazy(() => import('./ShopPendingOrderPage')),
  arrivalRegistration: lazy(() => import('./ShipmentListPage')),
  applicationFormConfirm: lazy(() => import('./CancelApplyPage')),
  // The buyer's print view, with the supplier's menu: a shipment's delivery note to go with the goods.
  printShippingNote: lazy(() => import('../receiving/PrintAcceptOrderPage')),
});
