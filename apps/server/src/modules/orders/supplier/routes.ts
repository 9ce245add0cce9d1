import {
  approvalCancel,
  deliverGoods,
  queryMySaleOrderList,
  querySaleOrderList,
  querySupplierCancelApplyList,
  querySupplierShipmentList,
  saveAfterDeliveryInfo,
  supplierConfirm,
  supplierRefused,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { saveAfterDeliveryInfo as saveInfo } from './after-delivery-info';
import { answerCancelApplication } from './answer-cancel-application';
import { listSupplierCancelApplications } from './cancel-apply-list';
import { confirmOrder, refuseOrder } from './confirm-order';
import { deliverGoods as deliver } from './deliver-goods';
import { listPendingSaleOrders, listSaleOrders } from './sale-order-list';
import { listSupplierShipments } from './shipment-list';

export function registerSupplierOrderRoutes(app: FastifyInstance): void {
  bindCall(app, supplierConfirm, async ({ tx, actor, input }) => ({
    orderId: input.orderId,
    orderStatus: await confirmOrder(tx, actor, parseId(input.orderId)),
  }));
  bindCall(app, supplierRefused, async ({ tx, actor, input }) => ({
    orderId: input.orderId,
    orderStatus: await refuseOrder(tx, actor, parseId(input.orderId), input.reason),
  }));
  bindCall(app, deliverGoods, ({ tx, actor, input }) =>
    deliver(tx, actor, { ...input, orderId: parseId(input.orderId) }),
  );
  bindCall(app, saveAfterDeliveryInfo, ({ tx, actor, input }) =>
    saveInfo(tx, actor, { ...input, shipmentId: parseId(input.shipmentId) }),
  );
  bindCall(app, queryMySaleOrderList, ({ db, actor, input }) => listSaleOrders(db, actor, input));
  bindCall(app, querySaleOrderList, ({ db, actor, input }) => listPendingSaleOrders(db, actor, input));
  bindCall(app, querySupplierShipmentList, ({ db, actor, input }) => listSupplierShipments(db, actor, input));
  bindCall(app, querySupplierCancelApplyList, ({ db, actor, input }) =>
    listSupplierCancelApplications(db, actor, input),
  );
  bindCall(app, approvalCancel, ({ tx, actor, input }) =>
    answerCancelApplication(tx, actor, { ...input, applicationId: parseId(input.applicationId) }),
  );
}
