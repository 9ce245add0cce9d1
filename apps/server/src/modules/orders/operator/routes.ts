import {
  closeOrder,
  getParentOrderDetail,
  lookupOrderOrgs,
  lookupOrderSuppliers,
  queryOperatorPurchaseOrderList,
  queryOrderList,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { closeOrderByOperator } from './close-order';
import { lookupOrgs, lookupSuppliers } from './order-lookups';
import { listOrderQuery } from './order-query-list';
import { loadParentOrderDetail } from './parent-order-detail';

export function registerOperatorOrderRoutes(app: FastifyInstance): void {
  bindCall(app, queryOrderList, ({ db, actor, input }) => listOrderQuery(db, actor, input));
  bindCall(app, queryOperatorPurchaseOrderList, ({ db, actor, input }) => listOrderQuery(db, actor, input));
  bindCall(app, lookupOrderOrgs, ({ db, actor, input }) => lookupOrgs(db, actor, input.keyword));
  bindCall(app, lookupOrderSuppliers, ({ db, input }) => lookupSuppliers(db, input.keyword));
  bindCall(app, getParentOrderDetail, ({ db, actor, input }) =>
    loadParentOrderDetail(db, actor, parseId(input.parentOrderId)),
  );
  bindCall(app, closeOrder, async ({ tx, actor, input }) => {
    const orderStatus = await closeOrderByOperator(tx, actor, {
      orderId: parseId(input.orderId),
      reason: input.reason,
    });
    return { orderId: input.orderId, orderStatus };
  });
}
