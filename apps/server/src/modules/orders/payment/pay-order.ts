import { randomInt } from 'node:crypto';
import {
  type CallOutput,
  ErrorCode,
  PaymentAttemptStatus,
  PayType,
  type PayTypeCode,
  type payOrder,
  sumMoney,
} from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { orders, parentOrders } from '../tables';
import { buyersParentOrder, isOpenUnpaid, isPayable, isUnpaidAwaitingApproval } from './cashier';
import type { PaymentGateway } from './gateway';
import { allowedPayMethods, throwIfOnlineNotOffered } from './pay-methods';
import { payments } from './tables';

/** `PAY` + the time to the second + six random digits: unique enough, and readable on a bank statement. */
function newPayNo(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `PAY${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The buyer pays a checkout with a method. Every open unpaid order of the checkout (and the checkout
 * itself) takes the method; a pending online attempt is closed, since the buyer chose again. Online: a new
 * pending attempt over the payable orders, and the address of the server's gateway to pay it (EPAY where the
 * server runs none).
 */
export async function payCheckout(
  tx: Tx,
  actor: Actor,
  input: { parentOrderId: string; payMethod: PayTypeCode },
  gateway: PaymentGateway | null,
): Promise<CallOutput<typeof payOrder>> {
  const { payMethod } = input;
  throwIfOnlineNotOffered(payMethod, gateway);
  if (!(await allowedPayMethods(tx, actor, gateway)).includes(payMethod))
    throw fieldError('payment.methodNotAllowed', 'payMethod');
  // The checkout's row lock makes two payments of one checkout (a double click) take turns.
  const parent = await buyersParentOrder(tx, actor, Number(input.parentOrderId), true);
  const rows = await tx
    .select({ id: orders.id, status: orders.status, payStatus: orders.payStatus, amount: orders.amount })
    .from(orders)
    .where(and(eq(orders.parentOrderId, parent.id), eq(orders.buyerUserId, actor.userId)))
    .orderBy(asc(orders.id))
    .for('update');
  const open = rows.filter(isOpenUnpaid);
  const payable = rows.filter(isPayable);
  // Before approval the approver may still reject the checkout: no method is taken until it is approved.
  if (payable.length === 0 && rows.some(isUnpaidAwaitingApproval))
    throw new BusinessError(ErrorCode.business, 'payment.notYetApproved');
  if (open.length === 0 || (payMethod === PayType.online && payable.length === 0))
    throw new BusinessError(ErrorCode.business, 'payment.nothingToPay');
  const at = now();
  await tx.update(parentOrders).set({ payMethod }).where(eq(parentOrders.id, parent.id));
  await tx
    .update(orders)
    .set({ payMethod, updatedAt: at })
    .where(
      inArray(
        orders.id,
        open.map((o) => o.id),
      ),
    );
  await tx
    .update(payments)
    .set({ status: PaymentAttemptStatus.failed, finishedAt: at })
    .where(and(eq(payments.parentOrderId, parent.id), eq(payments.status, PaymentAttemptStatus.pending)));
  const amount = sumMoney('0', ...payable.map((o) => o.amount));
  if (payMethod !== PayType.online || !gateway) return { payMethod, payNo: null, gatewayUrl: null, amount };
  const payNo = newPayNo(at);
  await tx.insert(payments).values({
    payNo,
    parentOrderId: parent.id,
    buyerUserId: actor.userId,
    orderIds: payable.map((o) => o.id),
    payMethod,
    gateway: gateway.name,
    amount,
    status: PaymentAttemptStatus.pending,
    createdAt: at,
  });
  const { redirectUrl } = gateway.start({
    payNo,
    amount,
    parentOrderId: parent.id,
    parentOrderNo: parent.parentOrderNo,
  });
  return { payMethod, payNo, gatewayUrl: redirectUrl, amount };
}
