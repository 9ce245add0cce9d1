import { getOrderResult, getSettlement, submitOrder } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { activeGateway } from '../payment/gateway';
import { getOrderResultFor } from './order-result';
import { getSettlementFor } from './settlement';
import { submitOrderFor } from './submit-order';

export function registerCheckoutRoutes(app: FastifyInstance): void {
  const gateway = activeGateway(app.appConfig);
  bindCall(app, getSettlement, ({ db, actor, input, locale }) =>
    getSettlementFor(db, actor, input, locale, gateway),
  );
  bindCall(app, submitOrder, ({ db, tx, actor, input }) => submitOrderFor({ db, tx }, actor, input, gateway));
  bindCall(app, getOrderResult, ({ db, actor, input }) => getOrderResultFor(db, actor, input.parentOrderId));
}
