import { CancelApplicationStatus, ErrorCode, OrderStatus, orderEvents } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { publish } from '../../../platform/steps/domain-events';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { visibleOrders } from '../order-access';
import { orderNotFoundError, takeOrderStep } from '../order-step';
import { cancelApplications, orders } from '../tables';

const BEFORE_CONFIRMATION: readonly string[] = [
  OrderStatus.awaitingApproval,
  OrderStatus.awaitingConfirmation,
];
// Both mean the order moved on since the buyer saw it (STATE_MOVED_CODES): the web reloads its views.
const pendingApplicationError = () => new BusinessError(ErrorCode.conflict, 'order.cancelApplicationPending');

export interface CancelOutcome {
  orderId: string;
  orderStatus: string;
  /** cancelled at once, or applied: a cancellation application went to the supplier. */
  outcome: 'cancelled' | 'applied';
  applicationId?: string;
}

/**
 * A pending application for a confirmed order awaiting delivery, published (the supplier is told). The order
 * is locked.
 */
async function applyToCancel(tx: Tx, actor: Actor, orderId: number, reason: string): Promise<string> {
  const [pending] = await tx
    .select({ id: cancelApplications.id })
    .from(cancelApplications)
    .where(
      and(
        eq(cancelApplications.orderId, orderId),
        eq(cancelApplications.status, CancelApplicationStatus.pending),
      ),
    );
  if (pending) throw pendingApplicationError();
  const created = await tx
    .insert(cancelApplications)
    .values({
      orderId,
      applicantUserId: actor.userId,
      reason,
      status: CancelApplicationStatus.pending,
      createdAt: now(),
    })
    .returning({ id: cancelApplications.id })
    .catch((error: unknown) => {
      // A second application racing past the check above meets the one-pending-per-order index.
      if (violatedUniqueConstraint(error) !== null) throw pendingApplicationError();
      throw error;
    });
  const applicationId = created[0]!.id;
  await publish(tx, [orderEvents.cancelApplied.of({ orderId, applicationId, remark: reason })]);
  return String(applicationId);
}

/**
 * The buyer's cancel: before the supplier confirms, the order is cancelled (stock back); once confirmed and
 * awaiting delivery, an application goes to the supplier; after delivery it is refused.
 */
export async function cancelOrApply(
  tx: Tx,
  actor: Actor,
  input: { orderId: number; reason: string },
): Promise<CancelOutcome> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), visibleOrders(actor)))
    .for('update');
  if (!order) throw orderNotFoundError();
  const orderId = String(order.id);
  if (BEFORE_CONFIRMATION.includes(order.status)) {
    // order.cancelled tells a supplier the order had reached.
    const orderStatus = await takeOrderStep(tx, {
      orderId: order.id,
      event: 'cancel',
      actor,
      remark: input.reason,
    });
    return { orderId, orderStatus, outcome: 'cancelled' };
  }
  if (order.buyerUserId !== actor.userId) throw new BusinessError(ErrorCode.business, 'order.onlyBuyer');
  if (order.status !== OrderStatus.awaitingDelivery)
    throw new BusinessError(ErrorCode.conflict, 'order.cancelNotAllowed');
  const applicationId = await applyToCancel(tx, actor, order.id, input.reason);
  return { orderId, orderStatus: order.status, outcome: 'applied', applicationId };
}
