import { cancelApplicationMachine, ErrorCode, orderEvents } from '@procuremart/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { takeSteps } from '../../../platform/steps/take-steps';
import { visibleOrders } from '../order-access';
import { takeOrderStep } from '../order-step';
import { cancelApplications, orders } from '../tables';

/**
 * Cancellation applications are answered through their machine, on orders the supplier sees; one already
 * answered reads as such. The answer publishes `order.cancelApplicationAgreed` or `…Refused` (the buyer is told).
 */
export const cancelApplicationSteps = bindMachine({
  machine: cancelApplicationMachine,
  table: cancelApplications,
  id: cancelApplications.id,
  status: cancelApplications.status,
  notFound: () => new BusinessError(ErrorCode.notFound, 'cancelApplication.notFound'),
  scope: (taker, tx) =>
    inArray(
      cancelApplications.orderId,
      tx.select({ id: orders.id }).from(orders).where(visibleOrders(taker)),
    ),
  moved: () => new BusinessError(ErrorCode.business, 'sales.applicationDecided'),
  stamp: ({ at, taker, remark }) => ({ remark, decidedByUserId: taker.userId, decidedAt: at }),
  events: ({ row, event, remark }) => [
    (event === 'agree' ? orderEvents.cancelApplicationAgreed : orderEvents.cancelApplicationRefused).of({
      orderId: row.orderId,
      applicationId: row.id,
      remark,
    }),
  ],
});

export interface CancelAnswer {
  applicationId: number;
  agreed: boolean;
  remark: string;
}

/**
 * The order's supplier answers a buyer's cancellation application (the application row locked, read in the
 * supplier's scope): agreed, the order takes `cancelAgreed` (08: stock back, a paid order refunded, the
 * buyer's reason as the close reason); refused (a remark required by the machine), the order goes on.
 * The buyer is told either way (orders' notices hear the answer's event).
 */
export async function answerCancelApplication(tx: Tx, actor: Actor, input: CancelAnswer) {
  const [{ row: application, to: status }] = await takeSteps(tx, cancelApplicationSteps, {
    ids: [input.applicationId],
    event: input.agreed ? 'agree' : 'refuse',
    actor,
    remark: input.remark,
  });
  const orderStatus = input.agreed
    ? await takeOrderStep(tx, {
        orderId: application.orderId,
        event: 'cancelAgreed',
        actor,
        remark: application.reason,
      })
    : (await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, application.orderId)))[0]!
        .status;
  return { applicationId: String(application.id), status, orderStatus };
}
