import {
  compareMoney,
  ErrorCode,
  orderEvents,
  PaymentAttemptStatus,
  type SimulatedPayment,
  simulatedPaymentSchema,
} from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor, StepTaker } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { rowReader } from '../../../platform/row-reader';
import { publish } from '../../../platform/steps/domain-events';
import { takeSteps } from '../../../platform/steps/take-steps';
import { paymentSteps } from '../order-refund';
import { orders, parentOrders } from '../tables';
import { isPayable } from './cashier';
import type { PaymentGateway } from './gateway';
import { payments } from './tables';

export type GatewayOutcome = 'success' | 'fail';

const paymentNotFound = () => new BusinessError(ErrorCode.notFound, 'payment.notFound');

/** The gateway a payment attempt is settled through: an attempt answers only to the gateway that started it. */
export type GatewayName = PaymentGateway['name'];

/** A payment attempt as the gateway page shows it, with its checkout's number. */
const paymentRow = rowReader(simulatedPaymentSchema, payments, { parentOrderNo: parentOrders.parentOrderNo });

/** A payment attempt (the row, and as the gateway page shows it); a buyer reads only their own. */
async function paymentOf(db: Db | Tx, payNo: string, taker: StepTaker, gateway: GatewayName, lock: boolean) {
  const query = db
    .select({ payment: payments, ...paymentRow.columns })
    .from(payments)
    .innerJoin(parentOrders, eq(parentOrders.id, payments.parentOrderId))
    .where(
      and(
        eq(payments.payNo, payNo),
        eq(payments.gateway, gateway),
        taker.kind === 'system' ? undefined : eq(payments.buyerUserId, taker.userId),
      ),
    );
  const [row] = lock ? await query.for('update', { of: payments }) : await query;
  if (!row) throw paymentNotFound();
  return row;
}

const toView = paymentRow.toRow;

/** One of the buyer's attempts on the simulated gateway (its page). */
export async function loadSimulatedPayment(db: Db, actor: Actor, payNo: string): Promise<SimulatedPayment> {
  return toView(await paymentOf(db, payNo, actor, 'simulated', false));
}

/**
 * The gateway's answer for a payment attempt of that gateway, once: a finished attempt is answered as it is.
 * Success pays the attempt's orders if each is still payable (else the attempt fails: an order was cancelled
 * or paid meanwhile), and tells the buyer and the suppliers; failure leaves the orders unpaid for another
 * try. `amount`, where the gateway states it, must be the attempt's amount, else nothing changes.
 */
export async function settlePayment(
  tx: Tx,
  taker: StepTaker,
  input: { payNo: string; outcome: GatewayOutcome; gateway: GatewayName; amount?: string },
): Promise<SimulatedPayment> {
  const row = await paymentOf(tx, input.payNo, taker, input.gateway, true);
  const { payment } = row;
  if (input.amount !== undefined && compareMoney(input.amount, payment.amount) !== 0)
    throw new BusinessError(ErrorCode.business, 'payment.amountMismatch', {}, 'amount');
  if (payment.status !== PaymentAttemptStatus.pending) return toView(row);
  const at = now();
  const finish = async (status: string) => {
    await tx.update(payments).set({ status, finishedAt: at }).where(eq(payments.id, payment.id));
    return toView({ ...row, status, finishedAt: at });
  };
  if (input.outcome === 'fail') return finish(PaymentAttemptStatus.failed);
  // Orders locked in id order, as every order step locks them.
  const covered = await tx
    .select({ id: orders.id, status: orders.status, payStatus: orders.payStatus })
    .from(orders)
    .where(inArray(orders.id, payment.orderIds))
    .orderBy(asc(orders.id))
    .for('update');
  if (covered.length !== payment.orderIds.length || !covered.every(isPayable))
    return finish(PaymentAttemptStatus.failed);
  // Each order paid (history row per order) publishes order.paid: its supplier now sees it.
  await takeSteps(tx, paymentSteps, { ids: covered.map((o) => o.id), event: 'pay', actor: taker });
  // The buyer hears of it through the payment's subscribers (order-notice-subscribers.ts).
  await publish(tx, [orderEvents.paymentSucceeded.of({ paymentId: payment.id })]);
  return finish(PaymentAttemptStatus.succeeded);
}
