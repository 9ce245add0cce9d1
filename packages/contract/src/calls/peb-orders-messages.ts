import { z } from 'zod';
import { defineCall, permissionCodes } from '../define-call';
import { idSchema } from '../lists';
import { ORDER_APPROVAL_PERMISSION } from '../machines/order';
import { pageLink } from '../pages/page-link';
import { getOrderDetail, ORDER_DETAIL_PAGE, SUPPLIER_ORDER_DETAIL_PAGE } from './peb-orders';

// "Messages sent" of the one order detail: the site messages the order's steps sent, to whom.

/** The order detail addresses its notices link to: the buyer side's and the supplier's. */
export const orderNoticeLinks = (orderId: string | number) => ({
  buyer: pageLink(ORDER_DETAIL_PAGE, { orderId: String(orderId) }),
  supplier: pageLink(SUPPLIER_ORDER_DETAIL_PAGE, { orderId: String(orderId) }),
});

/** Which side of the order a recipient is on: the buying organisation, the supplier, or neither. */
export const ORDER_MESSAGE_PARTIES = ['buyer', 'supplier', 'other'] as const;
export type OrderMessageParty = (typeof ORDER_MESSAGE_PARTIES)[number];

/** One recipient's copy of a message about the order. */
export const orderMessageSchema = z.object({
  /** The copy (inbox row): unique per message and recipient. */
  copyId: idSchema,
  sentAt: z.string(),
  party: z.enum(ORDER_MESSAGE_PARTIES),
  orgName: z.string(),
  userName: z.string(),
  /** In the caller's language. */
  title: z.string(),
  readAt: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const queryOrderMessages = defineCall({
  name: 'peb_queryOrderMessages',
  audience: ['purchaser', 'supplier', 'operator'],
  permission: [...permissionCodes(getOrderDetail), ORDER_APPROVAL_PERMISSION],
  summary:
    'The site messages sent about one order the caller may see, newest first: when, to which party and ' +
    'user, the title in the caller’s language. The buyer side sees those to its organisation’s users, a ' +
    'supplier those to its own users, operators all.',
  input: z.object({ orderId: idSchema }).strict(),
  output: z.array(orderMessageSchema),
});
