import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { suppliers } from '../../../catalog/shared-tables';
import { users } from '../../../identity/shared-tables';
import { messageInbox, siteMessages } from '../../../messages/shared-tables';
import { orderLines, orders, shipmentLines, shipments } from '../../tables';

/**
 * Makes the order supplier01's: its supplier record joins supplier01's organisation (the lean seed has no
 * supplier record for it), or the order moves to the record that already has.
 */
export async function assignToSupplier01(db: Db, orderId: number): Promise<void> {
  const [user] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.username, 'supplier01'));
  if (!user?.orgId) throw new Error('supplier01 has no organisation');
  const [holder] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.orgId, user.orgId));
  if (holder) {
    await db.update(orders).set({ supplierId: holder.id }).where(eq(orders.id, orderId));
    return;
  }
  const [order] = await db
    .select({ supplierId: orders.supplierId })
    .from(orders)
    .where(eq(orders.id, orderId));
  await db.update(suppliers).set({ orgId: user.orgId }).where(eq(suppliers.id, order!.supplierId));
}

export const orderStatusOf = async (db: Db, orderId: number) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

export const shipmentOf = async (db: Db, shipmentId: number) =>
  (await db.select().from(shipments).where(eq(shipments.id, shipmentId)))[0];

/** [num, shippedNum, acceptedNum] of each order line, in line order. */
export const lineCounts = async (db: Db, orderId: number) =>
  (
    await db
      .select({ num: orderLines.num, shipped: orderLines.shippedNum, accepted: orderLines.acceptedNum })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id)
  ).map((l) => [l.num, l.shipped, l.accepted]);

export const arrivedNums = async (db: Db, shipmentId: number) =>
  (
    await db
      .select({ arrived: shipmentLines.arrivedNum })
      .from(shipmentLines)
      .where(eq(shipmentLines.shipmentId, shipmentId))
      .orderBy(shipmentLines.orderLineId)
  ).map((l) => l.arrived);

/** Titles of the site messages a user received. */
export const messageTitlesOf = async (db: Db, username: string) =>
  (
    await db
      .select({ title: siteMessages.title, body: siteMessages.body })
      .from(messageInbox)
      .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
      .innerJoin(users, eq(users.id, messageInbox.userId))
      .where(eq(users.username, username))
  ).map((m) => `${m.title}|${m.body}`);
