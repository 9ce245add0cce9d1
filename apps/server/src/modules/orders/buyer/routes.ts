import { cancelOrder, getOrderDetail, queryMyOrderList } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { loadOrderDetail } from '../order-detail';
import { takeOrderStep } from '../order-step';
import { listMyOrders } from './my-order-list';

export function registerBuyerOrderRoutes(app: FastifyInstance): void {
  bindCall(app, queryMyOrderList, ({ db, actor, input }) => listMyOrders(db, actor, input));
  bindCall(app, getOrderDetail, ({ db, actor, input }) => loadOrderDetail(db, actor, parseId(input.orderId)));
  bindCall(app, cancelOrder, async ({ tx, actor, input }) => {
    const orderStatus = await takeOrderStep(tx, {
      orderId: parseId(input.orderId),
      event: 'cancel',
      actor,
      remark: input.reason,
    });
    return { orderId: input.orderId, orderStatus };
  });
}
