import { cancelApplicationMachine, orderMachine, shipmentMachine } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { namesFrom } from '../../platform/audit-names';
import { defineModule } from '../../platform/module';
import { orderGuards } from './order-guards';
import { orderNumbering, parentOrderNumbering, shipmentNumbering } from './order-numbering';
import { cancelApplications, orders, parentOrders, shipments } from './tables';

/**
 * Orders: the model every order screen shares (tables, the order, shipment and cancellation-application
 * machines, guards, rows, steps, stock release, refunds, notices, the detail).
 */
export default defineModule({
  name: 'orders',
  register: () => {},
  machines: [orderMachine, shipmentMachine, cancelApplicationMachine],
  guards: orderGuards,
  numbering: [parentOrderNumbering, orderNumbering, shipmentNumbering],
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
