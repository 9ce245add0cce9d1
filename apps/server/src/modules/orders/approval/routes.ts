import { approveOrder, getApprovalOrderDetail, queryApproveOrderList } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { loadOrderDetail } from '../order-detail';
import { listOrdersToApprove } from './approval-list';
import { decideOrder } from './approve-order';

export function registerApprovalRoutes(app: FastifyInstance): void {
  bindCall(app, queryApproveOrderList, ({ db, actor, input }) => listOrdersToApprove(db, actor, input));
  bindCall(app, getApprovalOrderDetail, ({ db, actor, input }) =>
    loadOrderDetail(db, actor, parseId(input.orderId)),
  );
  bindCall(app, approveOrder, async ({ tx, actor, input }) => ({
    orderId: input.orderId,
    orderStatus: await decideOrder(tx, actor, { ...input, orderId: parseId(input.orderId) }),
  }));
}
