import { CancelApplicationStatus, cancelApplicationMachine, ErrorCode } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { now } from '../../../config';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { transition } from '../../../platform/transition';
import { visibleOrders } from '../order-access';
import { notifyOrderParties } from '../order-notices';
import { takeOrderStep } from '../order-step';
import { cancelApplications, orders } from '../tables';

type ApplicationState = keyof (typeof cancelApplicationMachine)['states'];

export interface CancelAnswer {
  applicationId: number;
  agreed: boolean;
  remark: string;
}

/**
 * The order's supplier answers a buyer's cancellation application (the application row locked, read in the
 * supplier's scope): agreed, the order takes `cancelAgreed` (08: stock back, a paid order refunded, the
 * buyer's reason as the close reason); refused (a remark required by the machine), the order goes on.
 * The buyer is told either way.
 */
export async function answerCancelApplication(tx: Tx, actor: Actor, input: CancelAnswer) {
  const [application] = await tx
    .select({
      id: cancelApplications.id,
      status: cancelApplications.status,
      reason: cancelApplications.reason,
      orderId: cancelApplications.orderId,
      orderStatus: orders.status,
    })
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .where(and(eq(cancelApplications.id, input.applicationId), visibleOrders(actor)))
    .for('update', { of: cancelApplications });
  if (!application) throw new BusinessError(ErrorCode.notFound, 'cancelApplication.notFound');
  if (application.status !== CancelApplicationStatus.pending)
    throw new BusinessError(ErrorCode.business, 'sales.applicationDecided');
  const remark = input.remark.trim();
  const from = application.status as ApplicationState;
  const status = await transition(tx, cancelApplicationMachine, {
    targetId: application.id,
    from,
    event: input.agreed ? 'agree' : 'refuse',
    actor,
    remark,
    apply: async (to) => {
      const changed = await tx
        .update(cancelApplications)
        .set({ status: to, remark, decidedByUserId: actor.userId, decidedAt: now() })
        .where(and(eq(cancelApplications.id, application.id), eq(cancelApplications.status, from)))
        .returning({ id: cancelApplications.id });
      return changed.length;
    },
  });
  const orderStatus = input.agreed
    ? await takeOrderStep(tx, {
        orderId: application.orderId,
        event: 'cancelAgreed',
        actor,
        remark: application.reason,
      })
    : application.orderStatus;
  await notifyOrderParties(tx, {
    orderId: application.orderId,
    to: ['buyer'],
    key: input.agreed ? 'sales.notice.cancelAgreed' : 'sales.notice.cancelRefused',
    params: { remark },
  });
  return { applicationId: String(application.id), status, orderStatus };
}
