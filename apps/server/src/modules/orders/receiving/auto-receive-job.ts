import { autoReceiveAction, JobKind, PARAMS, ShipmentStatus } from '@procuremart/contract';
import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { defineJob, type JobLogger } from '../../../platform/jobs';
import { readParam } from '../../config';
import { notifyOrderParties } from '../order-notices';
import { orders, shipments } from '../tables';
import { completeIfAllAccepted } from './order-completion';
import { acceptShipment } from './shipment-step';

/** Shipments looked at per transaction: short transactions, so buyers accepting meanwhile never wait long. */
export const AUTO_RECEIVE_BATCH = 100;
const DAY = 86_400_000;
const OPEN: string[] = [ShipmentStatus.shipped, ShipmentStatus.arrived];
const receiver = systemActor('autoReceive');

interface Due {
  shipmentId: number;
  orderId: number;
  days: number;
}

/**
 * Accepts one order's due shipments: an order another process (or a buyer) holds is skipped, to be seen at
 * the next run; a shipment decided meanwhile is left alone. An order whose every piece is accepted completes
 * (autoReceive); both parties are told. Returns the shipments accepted.
 */
async function receiveOrder(tx: Tx, orderId: number, due: Due[]): Promise<number> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update', { skipLocked: true });
  if (!order) return 0;
  const open = await tx
    .select()
    .from(shipments)
    .where(
      and(
        inArray(
          shipments.id,
          due.map((d) => d.shipmentId),
        ),
        inArray(shipments.status, OPEN),
      ),
    )
    .orderBy(asc(shipments.id))
    .for('update');
  if (open.length === 0) return 0;
  for (const shipment of open) await acceptShipment(tx, shipment, receiver, 'autoAccept');
  await notifyOrderParties(tx, {
    orderId,
    to: ['buyer', 'supplier'],
    key: 'receiving.notice.autoReceived',
    params: { shipmentNos: open.map((s) => s.shipmentNo).join(', '), days: String(due[0]?.days ?? '') },
  });
  await completeIfAllAccepted(tx, order, receiver, 'autoReceive');
  return open.length;
}

/**
 * One batch in one transaction, each order in a savepoint of its own: an order that cannot be received
 * (e.g. its lines no longer add up) is logged and left, never holding up the others.
 */
async function receiveBatch(tx: Tx, due: Due[], log: JobLogger): Promise<number> {
  let accepted = 0;
  for (const orderId of new Set(due.map((d) => d.orderId))) {
    const mine = due.filter((d) => d.orderId === orderId);
    try {
      accepted += await tx.transaction((savepoint) => receiveOrder(savepoint, orderId, mine));
    } catch (error) {
      log.warn({ orderId, err: String(error) }, 'automatic receipt skipped an order');
    }
  }
  return accepted;
}

/** Open shipments older than the shortest allowed wait, after the cursor, oldest first (read without locks). */
function candidates(db: Db, before: Date, after: { createdAt: Date; id: number } | null) {
  return db
    .select({
      shipmentId: shipments.id,
      orderId: shipments.orderId,
      orgId: orders.orgId,
      createdAt: shipments.createdAt,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        inArray(shipments.status, OPEN),
        lte(shipments.createdAt, before),
        after
          ? or(
              gt(shipments.createdAt, after.createdAt),
              and(eq(shipments.createdAt, after.createdAt), gt(shipments.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
    .limit(AUTO_RECEIVE_BATCH);
}

/**
 * Confirms receipt of deliveries the buyer left untouched `order.autoReceiveDays` (the organisation's own
 * value where it has one) after shipping: shipments accepted as arrived in full, orders completed, both
 * sides told. Batched and idempotent; two runs at once skip each other's orders.
 */
export const autoReceiveJob = defineJob({
  kind: JobKind.orderAutoReceive,
  maxAttempts: 3,
  audit: autoReceiveAction,
  run: async ({ db, heartbeat, log }) => {
    const at = now().getTime();
    const shortest = PARAMS['order.autoReceiveDays'].min ?? 1;
    let cursor: { createdAt: Date; id: number } | null = null;
    let total = 0;
    for (;;) {
      const batch = await candidates(db, new Date(at - shortest * DAY), cursor);
      const due: Due[] = [];
      for (const c of batch) {
        const days = await readParam(db, 'order.autoReceiveDays', c.orgId);
        if (c.createdAt.getTime() <= at - days * DAY) due.push({ ...c, days });
      }
      if (due.length > 0) total += await db.transaction((tx) => receiveBatch(tx, due, log));
      const last = batch.at(-1);
      if (!last || batch.length < AUTO_RECEIVE_BATCH) break;
      cursor = { createdAt: last.createdAt, id: last.shipmentId };
      await heartbeat();
    }
    if (total > 0) log.info({ accepted: total }, 'deliveries received automatically');
  },
});

export const autoReceiveSchedule = {
  name: 'order-auto-receive',
  cron: '17 * * * *',
  kind: autoReceiveJob.kind,
};
