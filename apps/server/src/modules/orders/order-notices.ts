import {
  type Bilingual,
  formatMessage,
  MessageKind,
  OrderStatus,
  orderNoticeLinks,
} from '@procuremart/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { suppliers } from '../catalog/shared-tables';
import { notify } from '../messages';
import { reachedSupplier } from './order-access';
import { orders } from './tables';

/** Who of an order's parties a notice goes to. */
export type OrderParty = 'buyer' | 'supplier';

/** A message catalogue text in both languages, with its parameters. */
export const bilingualText = (key: string, params: Record<string, string> = {}): Bilingual => ({
  'zh-CN': formatMessage(key, 'zh-CN', params).trim(),
  'en-US': formatMessage(key, 'en-US', params).trim(),
});

/**
 * Every order message's title names its order (or checkout) number, so a list of "order shipped" messages
 * tells one order from another: "订单已发货（SO…）", "Order shipped (SO…)".
 */
export const numberedTitle = (title: Bilingual, orderNo: string): Bilingual => ({
  'zh-CN': formatMessage('order.notice.numberedTitle', 'zh-CN', { title: title['zh-CN'], orderNo }),
  'en-US': formatMessage('order.notice.numberedTitle', 'en-US', { title: title['en-US'], orderNo }),
});

export interface OrderNotice {
  orderId: number;
  to: readonly OrderParty[];
  /** Message keys `<key>Title` and `<key>Body` of the catalogue, e.g. 'order.notice.confirmed'. */
  key: string;
  /** Beside `orderNo`, which every notice gets. */
  params?: Record<string, string>;
}

/**
 * Tells an order's parties about a step, in the step's transaction: the buyer (a link to their order
 * detail) and the supplier's users (a link to the supplier's order detail): the order's "messages sent"
 * find them by these links (order-messages.ts). Returns how many got it.
 */
export async function notifyOrderParties(tx: Tx, notice: OrderNotice): Promise<number> {
  const [order] = await tx
    .select({ orderNo: orders.orderNo, buyerUserId: orders.buyerUserId, supplierOrgId: suppliers.orgId })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.id, notice.orderId));
  if (!order) return 0;
  const params = { ...notice.params, orderNo: order.orderNo };
  const title = numberedTitle(bilingualText(`${notice.key}Title`, params), order.orderNo);
  const body = bilingualText(`${notice.key}Body`, params);
  const links = orderNoticeLinks(notice.orderId);
  let sent = 0;
  if (notice.to.includes('buyer')) {
    sent += await notify(tx, {
      to: { userId: order.buyerUserId },
      kind: MessageKind.order,
      title,
      body,
      link: links.buyer,
    });
  }
  if (notice.to.includes('supplier') && order.supplierOrgId !== null) {
    sent += await notify(tx, {
      to: { orgId: order.supplierOrgId },
      kind: MessageKind.order,
      title,
      body,
      link: links.supplier,
    });
  }
  return sent;
}

/**
 * Tells each supplier about those of `orderIds` that have just reached it (awaiting its confirmation,
 * approved when they had to be, paid when paid online): at placement, at approval and at online payment.
 */
export async function notifySuppliersOfNewOrders(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const reached = await tx
    .select({ id: orders.id, amount: orders.amount })
    .from(orders)
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(orders.status, OrderStatus.awaitingConfirmation),
        reachedSupplier,
      ),
    );
  for (const order of reached)
    await notifyOrderParties(tx, {
      orderId: order.id,
      to: ['supplier'],
      key: 'sales.notice.newOrder',
      params: { amount: order.amount },
    });
}
