import { sql } from 'drizzle-orm';
import { namesFrom } from '../../platform/audit-names';
import { defineModule } from '../../platform/module';
import { orderClosingSubscribers } from './order-closing';
import { orderNoticeSubscribers } from './order-notice-subscribers';
import { orderNumbering, parentOrderNumbering, shipmentNumbering } from './order-numbering';
import { paymentSteps } from './order-refund';
import { orderSteps } from './order-step';
import { shipmentNoticeSubscribers } from './shipment-notice-subscribers';
import { cancelApplications, orders, parentOrders, shipments } from './tables';
import { ordersWorkbench } from './workbench';

/**
 * Orders: the model every order screen shares (tables, the order, shipment and cancellation-application
 * machine bindings and guards, rows, steps, stock release, refunds, notices, the detail).
 */
export default defineModule({
  name: 'orders',
  register: () => {},
  machines: [orderSteps, paymentSteps],
  // Stock and refund first, then the notices: a notice tells of a step whose effects are written.
  subscribers: [...orderClosingSubscribers, ...orderNoticeSubscribers, ...shipmentNoticeSubscribers],
  numbering: [parentOrderNumbering, orderNumbering, shipmentNumbering],
  workbench: ordersWorkbench,
  // The operation log names orders, checkouts (and their payments) and shipments by their numbers, and a
  // cancellation application by its order's.
  auditNames: {
    order: namesFrom(orders, orders.id, orders.orderNo),
    parentOrder: namesFrom(parentOrders, parentOrders.id, parentOrders.parentOrderNo),
    payment: namesFrom(parentOrders, parentOrders.id, parentOrders.parentOrderNo),
    shipment: namesFrom(shipments, shipments.id, shipments.shipmentNo),
    cancelApplication: namesFrom(
      cancelApplications,
      cancelApplications.id,
      sql`(select ${orders.orderNo} from ${orders} where ${orders.id} = ${cancelApplications.orderId})`,
    ),
  },
});
