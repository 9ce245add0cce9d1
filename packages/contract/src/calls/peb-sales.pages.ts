import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/**
 * The supplier's side of orders: its orders, the queue to confirm, delivery, shipments and their arrival, and
 * the answers to buyers' cancellation applications.
 */
export default definePages('sales', [
  {
    name: 'myShopOrder',
    scrollNudge: true,
    parent: 'orderCenter',
    menuOrder: 110,
    title: bilingual('店铺订单', 'Shop orders'),
    icon: 'shop',
    roles: [RoleCode.supplier],
  },
  {
    name: 'supplierOrderDetails',
    params: ['orderId'],
    parent: 'myShopOrder',
    title: bilingual('订单详情', 'Order details'),
    hidden: true,
  },
  {
    name: 'deliverGoods',
    params: ['orderId'],
    parent: 'myShopOrder',
    title: bilingual('发货', 'Deliver goods'),
    hidden: true,
  },
  {
    name: 'shopPendingOrder',
    scrollNudge: true,
    parent: 'orderCenter',
    menuOrder: 120,
    title: bilingual('待处理订单', 'Orders to handle'),
    icon: 'schedule',
    roles: [RoleCode.supplier],
  },
  {
    name: 'arrivalRegistration',
    parent: 'orderCenter',
    menuOrder: 130,
    title: bilingual('发货与到货', 'Shipments and arrival'),
    icon: 'car',
    roles: [RoleCode.supplier],
  },
  {
    name: 'printShippingNote',
    params: ['orderId', 'shipmentId?'],
    parent: 'arrivalRegistration',
    title: bilingual('打印送货单', 'Print delivery note'),
    hidden: true,
  },
  {
    name: 'applicationFormConfirm',
    parent: 'orderCenter',
    menuOrder: 140,
    title: bilingual('取消申请处理', 'Cancellation requests'),
    icon: 'exception',
    roles: [RoleCode.supplier],
  },
]);
