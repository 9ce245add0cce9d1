import { getOrderResult, getSettlement, submitOrder } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { getOrderResultFor } from './order-result';
import { getSettlementFor } from './settlement';
import { submitOrderFor } from './submit-order';

export function registerCheckoutRoutes(app: FastifyInstance): void {
  bindCall(app, getSettlement, ({ db, actor, input, locale }) => getSettlementFor(db, actor, input, locale));
  bindCall(app, submitOrder, ({ tx, actor, input }) => submitOrderFor(tx, actor, input));
  bindCall(app, getOrderResult, ({ db, actor, input }) => getOrderResultFor(db, actor, input.parentOrderId));
}
