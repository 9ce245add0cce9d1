import { orderEvents } from '@procuremart/contract';
import type { Tx } from '../../db/client';
import { subscribe } from '../../platform/steps/domain-events';
import { recordRefund } from './order-refund';
import { releaseOrderStock } from './order-stock';

/** An order that closes without its goods gives back the stock it holds and, when paid, is refunded. */
async function giveBack(tx: Tx, { orderId, remark }: { orderId: number; remark: string }) {
  await releaseOrderStock(tx, orderId);
  await recordRefund(tx, orderId, remark);
}

export const orderClosingSubscribers = [
  subscribe(orderEvents.cancelled, 'orders.giveBack', giveBack),
  subscribe(orderEvents.refused, 'orders.giveBack', giveBack),
  subscribe(orderEvents.closed, 'orders.giveBack', giveBack),
];
