import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { OrderStatus, type OrderStatusCode } from '../dictionaries';
import { auditTabFilter, defineFilters, filter } from '../list-filters';
import { auditPageOf, idSchema, listInput, pageOf } from '../lists';
import { ORDER_APPROVAL_PERMISSION, ORDER_LIST_PERMISSION, ORDER_PERMISSION } from '../machines/order';
import { moneyOutputSchema } from '../money-schema';
import { orderGlossary } from '../order-columns';
import {
  bankTransferSchema,
  cancelApplicationSchema,
  orderLineSchema,
  orderRowSchema,
  shipmentSchema,
} from '../orders';
import { statusHistorySchema } from '../status-history';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { ZONE_ORDER_PAGES } from './stations/station-permissions';

/** Route name of the approver's order detail page (the buyer's is `agrMyOrderDetail`). */
export const ORDER_APPROVAL_DETAIL_PERMISSION = 'agrApprovalOrderDetail';
export const ORDER_DETAIL_PAGE = 'agrMyOrderDetail';
/** Route names of the supplier's and the operators' order detail pages (the one detail design). */
export const SUPPLIER_ORDER_DETAIL_PAGE = 'supplierOrderDetails';
export const OPERATOR_ORDER_DETAIL_PAGE = 'synthesizeOrderDetail';

export const orderTarget = defineAuditTarget('order', bilingual('订单', 'Order'));
/** A shipment of an order (its delivery, arrival and acceptance steps). */
export const shipmentTarget = defineAuditTarget('shipment', bilingual('发货单', 'Shipment'));

/**
 * The status tabs of an order list, each the statuses it shows (`all`: every one). Later statuses are here
 * already, so the lifecycle only adds data to these lists.
 */
export const ORDER_TABS = {
  all: [],
  awaitingApproval: [OrderStatus.awaitingApproval],
  awaitingConfirmation: [OrderStatus.awaitingConfirmation],
  awaitingDelivery: [OrderStatus.awaitingDelivery],
  delivered: [OrderStatus.delivered],
  completed: [OrderStatus.completed],
  closed: [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed],
} as const satisfies Record<string, readonly OrderStatusCode[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_KEYS = Object.keys(ORDER_TABS) as [OrderTab, ...OrderTab[]];
export const orderTabSchema = z.enum(ORDER_TAB_KEYS);

/** My orders' tabs: the status tabs and, second, what waits for me (pay an online order, accept goods). */
export const MY_ORDER_TAB_KEYS = ['all', 'needsAction', ...ORDER_TAB_KEYS.filter((tab) => tab !== 'all')] as [
  OrderTab | 'needsAction',
  ...(OrderTab | 'needsAction')[],
];
export type MyOrderTab = (typeof MY_ORDER_TAB_KEYS)[number];

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const reasonSchema = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });

/** The filters every order list takes (the lifecycle's lists add their own beside these). */
export const orderListFilters = {
  orderNo: filter.text(24),
  /** Supplier or shop name, Chinese or English, contained. */
  supplierName: filter.text(60),
  createdAt: filter.dateRange('createdFrom', 'createdTo'),
  amountRange: filter.amountRange('amountFrom', 'amountTo'),
  channel: filter.dict('ORDER_CHANNEL'),
};
export const ORDER_SORT_FIELDS = ['createdAt', 'amount', 'orderNo'] as const;

/** A page of orders with the count of each tab under the same filters. */
export const orderPageSchema = <T extends string>(tabs: readonly [T, ...T[]]) =>
  pageOf(orderRowSchema).extend({ tabCounts: z.record(z.enum(tabs), z.number().int()) });

export const queryMyOrderList = defineCall({
  name: 'peb_queryMyOrderList',
  audience: ['purchaser'],
  permission: ORDER_LIST_PERMISSION,
  summary:
    "The caller's own supplier orders (not those it deleted), by status tab (or those awaiting its payment or " +
    "acceptance) and filters, paged, with each tab's count.",
  input: listInput(
    defineFilters(orderGlossary, { tab: filter.tab(MY_ORDER_TAB_KEYS), ...orderListFilters }),
    ORDER_SORT_FIELDS,
  ),
  output: orderPageSchema(MY_ORDER_TAB_KEYS),
});

export const orderDetailSchema = orderRowSchema.extend({
  /** The amount in Chinese capitals (SPEC §7). */
  capitalAmount: z.string(),
  /** InvoiceType code (dictionary INVOICE_TYPE). */
  invoiceType: z.string(),
  invoiceTitle: z.string(),
  invoiceCreditCode: z.string(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  remark: z.string(),
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
  closeReason: z.string(),
  needsApproval: z.boolean(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The refund of a paid order that was cancelled or closed. */
  refund: z.object({ amount: moneyOutputSchema, reason: z.string(), createdAt: z.string() }).nullable(),
  /** Bank transfer, unpaid and open (awaitsBankTransfer): the platform's account to transfer the amount to. */
  bankTransfer: bankTransferSchema.nullable(),
  lines: z.array(orderLineSchema),
  /** Deliveries, newest first, each with the shipment steps this user may take now. */
  shipments: z.array(shipmentSchema),
  /** Cancellation applications, newest first. */
  cancelApplications: z.array(cancelApplicationSchema),
  /** Status changes of the order machine, newest first; a null username is the system. */
  history: z.array(statusHistorySchema),
  /**
   * What this user may do now: the order machine's events it may take (guards included), and beside them
   * 'pay' (the buyer pays at the cashier), 'applyCancel' (a cancellation application), 'remind' (remind the supplier) and 'delete' (from the
   * buyer's list) where they apply.
   */
  actions: z.array(z.string()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const getOrderDetail = defineCall({
  name: 'peb_getOrderDetail',
  audience: ['purchaser', 'supplier', 'operator'],
  permission: [
    ORDER_PERMISSION.myOrders,
    ORDER_PERMISSION.orgOrders,
    ORDER_PERMISSION.acceptance,
    ORDER_PERMISSION.shopOrders,
    ORDER_PERMISSION.shopPending,
    ORDER_PERMISSION.operatorQuery,
    ZONE_ORDER_PAGES.query,
    ZONE_ORDER_PAGES.desk,
  ],
  summary:
    'One supplier order the caller may see (its buyer, its organisation for those allowed, its supplier, ' +
    'operators): header, snapshots, lines, shipments, cancellation applications, status history and the ' +
    'steps open to the caller.',
  input: z.object({ orderId: idSchema }).strict(),
  output: orderDetailSchema,
});

export const getApprovalOrderDetail = defineCall({
  name: 'peb_getApprovalOrderDetail',
  audience: ['purchaser'],
  permission: ORDER_APPROVAL_PERMISSION,
  summary: "One order of the approver's organisation, as peb_getOrderDetail shows it.",
  input: z.object({ orderId: idSchema }).strict(),
  output: orderDetailSchema,
});

const stepOutput = z.object({ orderId: idSchema, orderStatus: z.string() });

export const cancelOrder = defineCall({
  name: 'peb_cancelOrder',
  writes: true,
  touches: ['order', 'cancelApplication', 'goods'],
  audience: ['purchaser'],
  permission: ORDER_LIST_PERMISSION,
  audit: {
    target: orderTarget,
    label: bilingual('取消订单', 'Cancel order'),
    targetKey: 'orderId',
    outcomeKey: 'outcome',
    outcomes: {
      cancelled: { label: bilingual('取消订单', 'Cancel order') },
      applied: { label: bilingual('申请取消订单', 'Apply to cancel order') },
    },
    detailKey: 'reason',
  },
  summary:
    'The buyer cancels an order before the supplier confirms it (reason required; its stock comes back), ' +
    'or, once confirmed and awaiting delivery, applies to cancel it (the supplier decides; applicationId).',
  input: z
    .object({ orderId: idSchema, reason: reasonSchema(200).pipe(z.string().min(1, 'validation.required')) })
    .strict(),
  /**
   * `outcome` cancelled, or applied with `applicationId` when a cancellation application was made instead (the
   * order's status is unchanged).
   */
  output: stepOutput.extend({
    outcome: z.enum(['cancelled', 'applied']),
    applicationId: idSchema.optional(),
  }),
});

export const remindSupplierConfirmation = defineCall({
  name: 'peb_remindSupplierConfirmation',
  writes: true,
  touches: ['order'],
  audience: ['purchaser'],
  permission: ORDER_LIST_PERMISSION,
  audit: { target: orderTarget, label: bilingual('催促确认', 'Remind supplier'), targetKey: 'orderId' },
  summary:
    'The buyer reminds the supplier of an order it has not confirmed within `order.remindAfterHours` of ' +
    'receiving it; at most once a day per order.',
  input: z.object({ orderId: idSchema }).strict(),
  output: z.object({ orderId: idSchema, remindedAt: z.string() }),
});

export const deleteOrder = defineCall({
  name: 'peb_deleteOrder',
  writes: true,
  touches: ['order'],
  audience: ['purchaser'],
  permission: ORDER_LIST_PERMISSION,
  audit: { target: orderTarget, label: bilingual('删除订单', 'Delete order'), targetKey: 'orderId' },
  summary:
    "Removes a cancelled, refused or closed order from the buyer's own list (the supplier, operators and the " +
    "organisation's query still see it).",
  input: z.object({ orderId: idSchema }).strict(),
  output: z.object({ orderId: idSchema }),
});

export const queryPurchaseOrderListForPurchaser = defineCall({
  name: 'peb_queryPurchaseOrderListForPurchaser',
  audience: ['purchaser'],
  permission: ORDER_PERMISSION.orgOrders,
  summary:
    "Every order of the caller's organisation (whoever placed it), by status tab and filters incl. buyer " +
    "and organisation unit, paged, with each tab's count.",
  input: listInput(
    defineFilters(orderGlossary, {
      tab: filter.tab(ORDER_TAB_KEYS),
      buyerName: filter.text(40),
      /** Organisation unit name, contained. */
      orgUnitName: filter.text(60),
      ...orderListFilters,
    }),
    ORDER_SORT_FIELDS,
  ),
  output: orderPageSchema(ORDER_TAB_KEYS),
});

/** An approver's decision on an order: approved or rejected, by whom, when, with the comment given. */
export const approvalDecisionSchema = z.object({
  event: z.enum(['approve', 'reject']),
  approverName: z.string(),
  decidedAt: z.string(),
  remark: z.string(),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/** A row of the approval list: the order, and its latest decision (null while it waits for one). */
export const approvalRowSchema = orderRowSchema.extend({ decision: approvalDecisionSchema.nullable() });
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const queryApproveOrderList = defineCall({
  name: 'peb_queryApproveOrderList',
  audience: ['purchaser'],
  permission: ORDER_APPROVAL_PERMISSION,
  summary:
    "Orders of the approver's organisation awaiting approval (tab pending), or those this approver decided (tab decided), each with its latest decision (what, who, when, the comment).",
  input: listInput(
    defineFilters(orderGlossary, {
      ...auditTabFilter,
      buyerName: filter.text(40),
      ...orderListFilters,
    }),
    ORDER_SORT_FIELDS,
  ),
  output: auditPageOf(approvalRowSchema),
});

export const approveOrder = defineCall({
  name: 'peb_approveOrder',
  writes: true,
  touches: ['order'],
  audience: ['purchaser'],
  permission: ORDER_APPROVAL_PERMISSION,
  audit: {
    target: orderTarget,
    label: bilingual('订单审批', 'Order approval'),
    targetKey: 'orderId',
    outcomeKey: 'approved',
    outcomes: decisionOutcomes(bilingual('审批通过', 'Approve order'), bilingual('审批驳回', 'Reject order')),
    detailKey: 'remark',
  },
  summary:
    'Approves an order awaiting approval (it goes to the supplier) or rejects it with a reason (refused, stock back).',
  input: z
    .object({ orderId: idSchema, approved: z.boolean(), remark: reasonSchema(200).optional().default('') })
    .strict(),
  output: stepOutput,
});
