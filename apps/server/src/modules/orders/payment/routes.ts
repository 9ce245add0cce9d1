import {
  confirmSimulatedPayment,
  ErrorCode,
  getCashier,
  getSimulatedPayment,
  payOrder,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { BusinessError } from '../../../platform/errors';
import { loadCashier } from './cashier';
import { activeGateway } from './gateway';
import { confirmsByNotification, registerNotifyRoute } from './notify-route';
import { payCheckout } from './pay-order';
import { loadSimulatedPayment, settlePayment } from './settle-payment';

export function registerPaymentRoutes(app: FastifyInstance): void {
  const gateway = activeGateway(app.appConfig);
  // The buyer's own "confirm" exists with the simulated gateway only: a real one confirms by notification.
  const simulatedOnly = () => {
    if (gateway?.name !== 'simulated')
      throw new BusinessError(ErrorCode.paymentGateway, 'payment.simulatedOff');
  };
  bindCall(app, getCashier, ({ db, actor, input }) =>
    loadCashier(db, actor, Number(input.parentOrderId), gateway),
  );
  bindCall(app, payOrder, ({ tx, actor, input }) => payCheckout(tx, actor, input, gateway));
  bindCall(app, getSimulatedPayment, ({ db, actor, input }) => {
    simulatedOnly();
    return loadSimulatedPayment(db, actor, input.payNo);
  });
  bindCall(app, confirmSimulatedPayment, ({ tx, actor, input }) => {
    simulatedOnly();
    return settlePayment(tx, actor, { ...input, gateway: 'simulated' });
  });
  if (confirmsByNotification(gateway)) registerNotifyRoute(app, gateway);
}
