import { ErrorCode, OrderStatus, orderEvents, orderMachine } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StepTaker } from '../../platform/actor';
import { BusinessError } from '../../platform/errors';
import { bindMachine, type Step } from '../../platform/steps/machine-binding';
import { takeSteps } from '../../platform/steps/take-steps';
import { visibleOrders } from './order-access';
import { orderGuards } from './order-guards';
import { orderLines, orders } from './tables';

type OrderState = keyof (typeof orderMachine)['states'];
type OrderEvent = (typeof orderMachine)['transitions'][number]['event'];
type OrderRow = typeof orders.$inferSelect;

export interface OrderStep {
  orderId: number;
  event: OrderEvent;
  actor: StepTaker;
  remark?: string;
  /** Where the order was reached another way than the order pages (the receiving scope). */
  scope?: ReturnType<typeof visibleOrders>;
}

const CLOSED: readonly string[] = [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed];

/** The time columns a step stamps the first time it is taken. */
const STAMPS: Partial<Record<OrderEvent, 'confirmedAt' | 'deliveredAt' | 'completedAt'>> = {
  supplierConfirm: 'confirmedAt',
  deliver: 'deliveredAt',
  complete: 'completedAt',
  autoReceive: 'completedAt',
};

/**
 * The event each order step publishes, by the status it reaches (approval and confirmation by step, completion
 * with the order's lines).
 */
const EVENT_BY_STATUS = {
  [OrderStatus.delivered]: orderEvents.shipped,
  [OrderStatus.cancelled]: orderEvents.cancelled,
  [OrderStatus.refused]: orderEvents.refused,
  [OrderStatus.closed]: orderEvents.closed,
} as const;

/** The pieces an order sold of each SKU: its lines summed by SKU (what `order.completed` carries). */
async function soldLines(tx: Tx, orderId: number) {
  const rows = await tx
    .select({ skuId: orderLines.skuId, quantity: sql<number>`sum(${orderLines.num})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.skuId)
    .orderBy(orderLines.skuId);
  return rows.map((row) => ({ skuId: row.skuId, quantity: Number(row.quantity) }));
}

async function eventsOf({ row, event, to, remark }: Step<OrderState, OrderEvent, OrderRow>, tx: Tx) {
  const payload = { orderId: row.id, remark, step: event };
  if (event === 'approve') return [orderEvents.approved.of(payload)];
  if (event === 'supplierConfirm') return [orderEvents.confirmed.of(payload)];
  if (to === OrderStatus.completed)
    return [orderEvents.completed.of({ ...payload, lines: await soldLines(tx, row.id) })];
  const published = EVENT_BY_STATUS[to as keyof typeof EVENT_BY_STATUS];
  return published ? [published.of(payload)] : [];
}

function stampOf({ row, event, to, at, remark }: Step<OrderState, OrderEvent, OrderRow>) {
  const stamp = STAMPS[event];
  const stamped = stamp && !(stamp === 'deliveredAt' && row.deliveredAt) ? { [stamp]: at } : {};
  const closing = CLOSED.includes(to) ? { closeReason: remark, closedAt: at } : {};
  return { updatedAt: at, ...stamped, ...closing };
}

export const orderNotFoundError = () => new BusinessError(ErrorCode.notFound, 'order.notFound');

/**
 * Supplier orders step through the order machine in the taker's visible orders: the step stamps
 * confirmedAt, deliveredAt (the first delivery) or completedAt, a closing step (cancelled, refused, closed)
 * its reason and time, and publishes the order's event (stock back and refund follow orders.closing).
 */
export const orderSteps = bindMachine({
  machine: orderMachine,
  table: orders,
  id: orders.id,
  status: orders.status,
  version: orders.version,
  notFound: orderNotFoundError,
  scope: (taker) => visibleOrders(taker),
  stamp: stampOf,
  facts: async (tx: Tx, row: OrderRow) => {
    const [open] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, row.id), sql`${orderLines.acceptedNum} < ${orderLines.num}`))
      .limit(1);
    return { allAccepted: !open };
  },
  guards: orderGuards,
  events: eventsOf,
});

/** Takes one step of the order machine on a supplier order the actor may see; returns the new status. */
export async function takeOrderStep(tx: Tx, step: OrderStep): Promise<OrderState> {
  const [taken] = await takeSteps(tx, orderSteps, {
    ids: [step.orderId],
    event: step.event,
    actor: step.actor,
    remark: step.remark,
    scope: step.scope,
  });
  return taken!.to;
}
