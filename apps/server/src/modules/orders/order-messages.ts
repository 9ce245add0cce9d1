import {
  type Locale,
  type OrderMessage,
  type OrderMessageParty,
  orderMessageSchema,
  orderNoticeLinks,
} from '@procuremart/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { rowReader } from '../../platform/row-reader';
import { suppliers } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';
import { messageInbox, siteMessages } from '../messages/shared-tables';
import { orgs } from '../org/shared-tables';
import { visibleOrders } from './order-access';
import { orderNotFoundError } from './order-step';
import { orders } from './tables';

/** The recipients a caller may see: operators every one, anyone else its own organisation's users. */
const recipientsVisibleTo = (actor: Actor): SQL | undefined =>
  actor.kind === 'operator' ? undefined : actor.orgId === null ? sql`false` : eq(users.orgId, actor.orgId);

/** The English title, the Chinese one where the message has none. */
const englishTitle = sql<string>`coalesce(nullif(${siteMessages.titleEn}, ''), ${siteMessages.title})`;

/**
 * "Messages sent" of an order the actor may see: every copy of the site messages linking to the order's
 * detail pages (order-notices.ts writes those links), newest first, each with its recipient and party.
 */
export async function loadOrderMessages(
  db: Db,
  actor: Actor,
  orderId: number,
  locale: Locale,
): Promise<OrderMessage[]> {
  const [order] = await db
    .select({ orgId: orders.orgId, supplierOrgId: suppliers.orgId })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(and(eq(orders.id, orderId), visibleOrders(actor)));
  if (!order) throw orderNotFoundError();
  const links = orderNoticeLinks(orderId);
  const partyOf = (userOrgId: number | null): OrderMessageParty =>
    userOrgId !== null && userOrgId === order.orgId
      ? 'buyer'
      : userOrgId !== null && userOrgId === order.supplierOrgId
        ? 'supplier'
        : 'other';
  const row = rowReader(
    orderMessageSchema,
    siteMessages,
    {
      copyId: messageInbox.id,
      sentAt: siteMessages.createdAt,
      party: users.orgId,
      orgName: sql<string>`coalesce(${orgs.name}, '')`,
      userName: users.userName,
      title: locale === 'en-US' ? englishTitle : siteMessages.title,
      readAt: messageInbox.readAt,
    },
    { party: partyOf },
  );
  const rows = await db
    .select(row.columns)
    .from(siteMessages)
    .innerJoin(messageInbox, eq(messageInbox.messageId, siteMessages.id))
    .innerJoin(users, eq(users.id, messageInbox.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(inArray(siteMessages.link, [links.buyer, links.supplier]), recipientsVisibleTo(actor)))
    .orderBy(desc(siteMessages.createdAt), desc(siteMessages.id), messageInbox.id);
  return rows.map(row.toRow);
}
