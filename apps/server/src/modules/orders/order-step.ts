import { ErrorCode, OrderStatus, orderMachine } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../config';
import type { Tx } from '../../db/client';
import type { StepTaker } from '../../platform/actor';
import { BusinessError } from '../../platform/errors';
import { transition } from '../../platform/transition';
import { visibleOrders } from './order-access';
import { recordRefund } from './order-refund';
import { releaseOrderStock } from './order-stock';
import { orders } from './tables';

type OrderState = keyof (typeof orderMachine)['states'];
type OrderEvent = (typeof orderMachine)['transitions'][number]['event'];

export interface OrderStep {
  orderId: number;
  event: OrderEvent;
  actor: StepTaker;
  remark?: string;
}

const CLOSED: readonly string[] = [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed];

/** The time columns a step stamps the first time it is taken. */
const STAMPS: Partial<Record<OrderEvent, 'confirmedAt' | 'deliveredAt' | 'completedAt'>> = {
  supplierConfirm: 'confirmedAt',
  deliver: 'deliveredAt',
  complete: 'completedAt',
  autoReceive: 'completedAt',
};

export const orderNotFoundError = () => new BusinessError(ErrorCode.notFound, 'order.notFound');

/**
 * Takes one step of the order machine on a supplier order the actor may see, inside `tx`: the order row is
 * locked, the machine checks who may take the step and runs its guard, the status changes only from the
 * status read (stamping confirmedAt, deliveredAt, completedAt), and an order that closes (cancelled,
 * refused, closed) gives its unshipped stock back and, when paid, is refunded. Returns the new status.
 */
export async function takeOrderStep(tx: Tx, step: OrderStep): Promise<OrderState> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(and(eq(orders.id, step.orderId), visibleOrders(step.actor)))
    .for('update');
  if (!order) throw orderNotFoundError();
  const at = now();
  const to = await transition(tx, orderMachine, {
    targetId: order.id,
    from: order.status as OrderState,
    event: step.event,
    actor: step.actor,
    remark: step.remark,
    apply: async (next) => {
      const closing = CLOSED.includes(next);
      const stamp = STAMPS[step.event];
      const stamped = stamp && !(stamp === 'deliveredAt' && order.deliveredAt) ? { [stamp]: at } : {};
      const changed = await tx
        .update(orders)
        .set({
          status: next,
          version: sql`${orders.version} + 1`,
          updatedAt: at,
          ...stamped,
          ...(closing ? { closeReason: step.remark?.trim() ?? '', closedAt: at } : {}),
        })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
        .returning({ id: orders.id });
      return changed.length;
    },
  });
  if (CLOSED.includes(to)) {
    await releaseOrderStock(tx, order.id);
    await recordRefund(tx, order.id, step.remark?.trim() ?? '');
  }
  return to;
}
