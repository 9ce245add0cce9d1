import {
  allArrivalAccept,
  arrivalRegister,
  confirmArrive,
  queryArrivalAcceptList,
  queryHisAcceptOrderList,
  queryHisDeliveryOrderList,
  rejectArrive,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listAcceptHistory, listArrivalsToAccept, listDeliveryHistory } from './arrival-lists';
import { acceptAllArrivals, confirmArrival, registerArrival, rejectArrival } from './arrival-steps';

export function registerReceivingRoutes(app: FastifyInstance): void {
  bindCall(app, queryArrivalAcceptList, ({ db, actor, input }) => listArrivalsToAccept(db, actor, input));
  bindCall(app, queryHisDeliveryOrderList, ({ db, actor, input }) => listDeliveryHistory(db, actor, input));
  bindCall(app, queryHisAcceptOrderList, ({ db, actor, input }) => listAcceptHistory(db, actor, input));
  bindCall(app, arrivalRegister, ({ tx, actor, input }) => registerArrival(tx, actor, input));
  bindCall(app, confirmArrive, ({ tx, actor, input }) => confirmArrival(tx, actor, input.shipmentId));
  bindCall(app, rejectArrive, ({ tx, actor, input }) => rejectArrival(tx, actor, input));
  bindCall(app, allArrivalAccept, ({ tx, actor, input }) => acceptAllArrivals(tx, actor, input.orderId));
}
