import {
  cancelOrder,
  deleteOrder,
  getOrderDetail,
  queryMyOrderList,
  queryOrderMessages,
  queryPurchaseOrderListForPurchaser,
  remindSupplierConfirmation,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { cancelOrApply } from '../cancellation/apply-cancel';
import { loadOrderDetail } from '../order-detail';
import { loadOrderMessages } from '../order-messages';
import { deleteOwnOrder } from './delete-order';
import { listMyOrders } from './my-order-list';
import { listOrgOrders } from './org-order-list';
import { remindSupplier } from './remind-supplier';

export function registerBuyerOrderRoutes(app: FastifyInstance): void {
  bindCall(app, queryMyOrderList, ({ db, actor, input }) => listMyOrders(db, actor, input));
  bindCall(app, queryPurchaseOrderListForPurchaser, ({ db, actor, input }) =>
    listOrgOrders(db, actor, input),
  );
  bindCall(app, getOrderDetail, ({ db, actor, input }) => loadOrderDetail(db, actor, parseId(input.orderId)));
  bindCall(app, queryOrderMessages, ({ db, actor, input, locale }) =>
    loadOrderMessages(db, actor, parseId(input.orderId), locale),
  );
  bindCall(app, cancelOrder, ({ tx, actor, input }) =>
    cancelOrApply(tx, actor, { orderId: parseId(input.orderId), reason: input.reason }),
  );
  bindCall(app, remindSupplierConfirmation, async ({ tx, actor, input }) => {
    const { remindedAt } = await remindSupplier(tx, actor, parseId(input.orderId));
    return { orderId: input.orderId, remindedAt: remindedAt.toISOString() };
  });
  bindCall(app, deleteOrder, async ({ tx, actor, input }) => {
    await deleteOwnOrder(tx, actor, parseId(input.orderId));
    return { orderId: input.orderId };
  });
}
