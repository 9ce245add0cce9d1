import { z } from 'zod';
import { defineCall } from '../define-call';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput } from '../lists';
import { ORDER_PERMISSION } from '../machines/order';
import { moneyOutputSchema } from '../money-schema';
import { orderGlossary } from '../order-columns';
import { orderRowSchema } from '../orders';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import {
  ORDER_SORT_FIELDS,
  ORDER_TAB_KEYS,
  orderListFilters,
  orderPageSchema,
  orderTarget,
} from './peb-orders';
import { ZONE_ORDER_PAGES } from './stations/station-permissions';

// The operators' integrated order query (SPEC §2 "Order queries"): every supplier order of every
// organisation and supplier, the checkouts (parent orders) they came from, and closing an order.

/** The integrated query's menu code: closing an order needs it. */
export const ORDER_QUERY_PERMISSION = ORDER_PERMISSION.operatorQuery;
/** The pages that read the query (the zone operators' views too, narrowed by their data permission for orders). */
export const ORDER_QUERY_READERS = [
  ORDER_QUERY_PERMISSION,
  ZONE_ORDER_PAGES.query,
  ZONE_ORDER_PAGES.desk,
] as const;
/** Route name of the parent order (checkout) detail page. */
export const PARENT_ORDER_DETAIL_PAGE = 'parentOrderDetail';

const withinLength = (max: number) => (v: string) => textLength(v) <= max;

/** The filters of the integrated query: every order list's, plus what only operators look across. */
export const orderQueryFilters = defineFilters(orderGlossary, {
  tab: filter.tab(ORDER_TAB_KEYS),
  ...orderListFilters,
  /** An organisation chosen in the picker (peb_lookupOrderOrgs). */
  orgId: filter.pick({ label: 'orgName' }),
  /** A supplier chosen in the picker (peb_lookupOrderSuppliers). */
  supplierId: filter.pick(),
  /** The buyer's name, contained. */
  buyerName: filter.text(40),
  parentOrderNo: filter.text(24),
  payMethod: filter.dict('PAY_TYPE'),
  payStatus: filter.dict('PAY_STATUS'),
});

export const queryOrderList = defineCall({
  name: 'peb_queryOrderList',
  audience: ['operator'],
  permission: ORDER_QUERY_READERS,
  summary:
    'Every supplier order across all organisations and suppliers, by status tab and filters (organisation, ' +
    'supplier, buyer, parent order, pay method and status …), paged, with each tab’s count.',
  input: listInput(orderQueryFilters, ORDER_SORT_FIELDS),
  output: orderPageSchema(ORDER_TAB_KEYS),
});

/**
 * queryOperatorPurchaseOrderList: the operators' purchase-order list as older clients name it; the same
 * query, input and answer as the integrated query (peb_queryOrderList).
 */
export const queryOperatorPurchaseOrderList = defineCall({
  name: 'peb_queryOperatorPurchaseOrderList',
  audience: queryOrderList.audience,
  permission: ORDER_QUERY_READERS,
  summary:
    'The operators’ purchase-order list: the integrated order query under its other name (same filters, ' +
    'tabs with counts and rows as peb_queryOrderList).',
  input: queryOrderList.input,
  output: queryOrderList.output,
});

/** One choice of a picker: an id and its name (English beside it where there is one). */
export const lookupItemSchema = z.object({ id: idSchema, name: z.string(), nameEn: z.string() });
export type LookupItem = z.infer<typeof lookupItemSchema>;

const lookupInput = z.object({ keyword: z.string().trim().max(60).optional().default('') }).strict();

export const lookupOrderOrgs = defineCall({
  name: 'peb_lookupOrderOrgs',
  audience: ['operator'],
  permission: ORDER_QUERY_READERS,
  summary:
    'Organisations that placed orders whose name contains the keyword (at most 20), for the order query’s picker.',
  input: lookupInput,
  output: z.array(lookupItemSchema),
});

export const lookupOrderSuppliers = defineCall({
  name: 'peb_lookupOrderSuppliers',
  audience: ['operator'],
  permission: ORDER_QUERY_READERS,
  summary:
    'Suppliers whose name (Chinese or English) contains the keyword (at most 20), for the order query’s picker.',
  input: lookupInput,
  output: z.array(lookupItemSchema),
});

export const parentOrderDetailSchema = z.object({
  parentOrderId: idSchema,
  parentOrderNo: z.string(),
  buyerName: z.string(),
  orgName: z.string(),
  orgNameEn: z.string(),
  /** OrderChannel, PayType and InvoiceType codes (dictionaries ORDER_CHANNEL, PAY_TYPE, INVOICE_TYPE). */
  channel: z.string(),
  payMethod: z.string(),
  invoiceType: z.string(),
  invoiceTitle: z.string(),
  invoiceCreditCode: z.string(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  goodsAmount: moneyOutputSchema,
  freight: moneyOutputSchema,
  amount: moneyOutputSchema,
  /** The amount in Chinese capitals (SPEC §7). */
  capitalAmount: z.string(),
  createdAt: z.string(),
  /** Its supplier orders, as every order list shows them. */
  orders: z.array(orderRowSchema),
});
export type ParentOrderDetail = z.infer<typeof parentOrderDetailSchema>;

export const getParentOrderDetail = defineCall({
  name: 'peb_getParentOrderDetail',
  audience: ['operator'],
  permission: ORDER_QUERY_READERS,
  summary:
    'One checkout (parent order): buyer, address, invoice, pay method, totals with the capital amount, and ' +
    'its supplier orders.',
  input: z.object({ parentOrderId: idSchema }).strict(),
  output: parentOrderDetailSchema,
});

export const closeOrder = defineCall({
  name: 'peb_closeOrder',
  writes: true,
  touches: ['order', 'shipment', 'payment'],
  audience: ['operator'],
  permission: ORDER_QUERY_PERMISSION,
  audit: {
    target: orderTarget,
    label: bilingual('关闭订单', 'Close order'),
    targetKey: 'orderId',
    detailKey: 'reason',
  },
  summary:
    'An operator closes an order that cannot go on (awaiting approval, confirmation or delivery) with a ' +
    'reason: its unshipped stock comes back, a paid order is refunded, buyer and supplier are told.',
  input: z
    .object({
      orderId: idSchema,
      reason: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .refine(withinLength(200), { message: 'validation.tooLong', params: { max: 200 } }),
    })
    .strict(),
  output: z.object({ orderId: idSchema, orderStatus: z.string() }),
});
