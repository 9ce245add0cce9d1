import { confirmSimulatedPayment, getCashier, getSimulatedPayment, payOrder } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { loadCashier } from './cashier';
import { payCheckout } from './pay-order';
import { loadPayment, settlePayment } from './settle-payment';

export function registerPaymentRoutes(app: FastifyInstance): void {
  bindCall(app, getCashier, ({ db, actor, input }) => loadCashier(db, actor, Number(input.parentOrderId)));
  bindCall(app, payOrder, ({ tx, actor, input }) => payCheckout(tx, actor, input));
  bindCall(app, getSimulatedPayment, ({ db, actor, input }) => loadPayment(db, actor, input.payNo));
  bindCall(app, confirmSimulatedPayment, ({ tx, actor, input }) => settlePayment(tx, actor, input));
}
