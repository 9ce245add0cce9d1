import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { OrderStatus, type OrderStatusCode } from '../dictionaries';
import { cancelApplyGlossary } from '../glossaries/cancellation';
import { auditTabFilter, defineFilters, filter } from '../list-filters';
import { auditPageOf, idSchema, listInput, pageOf } from '../lists';
import { ORDER_PERMISSION } from '../machines/order';
import { moneyOutputSchema } from '../money-schema';
import { orderGlossary } from '../order-columns';
import { cancelApplicationSchema, shipmentSchema } from '../orders';
import { receivingGlossary } from '../receiving-columns';
import { bilingual } from '../texts';
import { isMobile, textLength } from '../validators';
import {
  ORDER_SORT_FIELDS,
  orderListFilters,
  orderPageSchema,
  orderTarget,
  shipmentTarget,
} from './peb-orders';

// The supplier's side of orders: confirm or refuse, deliver in one or more shipments, correct a shipment's
// carrier, its order lists and shipments, and its answers to the buyers' cancellation applications.

export const cancelApplicationTarget = defineAuditTarget(
  'cancelApplication',
  bilingual('取消申请', 'Cancellation application'),
);

/** The supplier's order tabs, each the statuses it shows (`all`: every one the supplier sees). */
export const SALE_TABS = {
  all: [],
  awaitingConfirmation: [OrderStatus.awaitingConfirmation],
  awaitingDelivery: [OrderStatus.awaitingDelivery],
  delivered: [OrderStatus.delivered],
  completed: [OrderStatus.completed],
  closed: [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed],
} as const satisfies Record<string, readonly OrderStatusCode[]>;
export type SaleTab = keyof typeof SALE_TABS;
export const SALE_TAB_KEYS = Object.keys(SALE_TABS) as [SaleTab, ...SaleTab[]];

/** The queue of orders to handle: to confirm, and to deliver. */
export const PENDING_SALE_TABS = ['awaitingConfirmation', 'awaitingDelivery'] as const;
export type PendingSaleTab = (typeof PENDING_SALE_TABS)[number];

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const text = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });
const requiredText = (max: number) => text(max).pipe(z.string().min(1, 'validation.required'));

const { orderNo, supplierName: _supplierName, ...sharedFilters } = orderListFilters;

/** The supplier's order filters: the shared ones, the buyer's organisation instead of the supplier. */
export const saleOrderFilters = {
  orderNo,
  /** The buyer organisation's name, contained. */
  buyerOrgName: filter.text(60, { label: 'orgName' }),
  ...sharedFilters,
};

const stepOutput = z.object({ orderId: idSchema, orderStatus: z.string() });

export const supplierConfirm = defineCall({
  name: 'peb_supplierConfirm',
  writes: true,
  touches: ['order'],
  audience: ['supplier'],
  permission: ORDER_PERMISSION.shopPending,
  audit: { target: orderTarget, label: bilingual('确认订单', 'Confirm order'), targetKey: 'orderId' },
  summary:
    'The supplier confirms an order awaiting its confirmation (it then awaits delivery); the buyer is told.',
  input: z.object({ orderId: idSchema }).strict(),
  output: stepOutput,
});

export const supplierRefused = defineCall({
  name: 'peb_supplierRefused',
  writes: true,
  touches: ['order', 'goods'],
  audience: ['supplier'],
  permission: ORDER_PERMISSION.shopPending,
  audit: {
    target: orderTarget,
    label: bilingual('拒绝订单', 'Refuse order'),
    targetKey: 'orderId',
    detailKey: 'reason',
  },
  summary:
    'The supplier refuses an order awaiting its confirmation, with a reason: the order is refused, its stock ' +
    'released (a paid order refunded), the buyer told.',
  input: z.object({ orderId: idSchema, reason: requiredText(200) }).strict(),
  output: stepOutput,
});

/** Delivered by the supplier's own staff: who and their mobile (SPEC §5 mobile rule). */
export const delivererSchema = z.object({
  name: requiredText(40),
  mobile: z.string().trim().refine(isMobile, 'validation.mobile'),
});

/** Carrier and waybill, or the own staff who delivers: exactly one of the two ways. */
const deliveryWay = {
  carrier: text(60).optional(),
  waybillNo: z
    .string()
    .trim()
    .max(40, 'sales.waybillTooLong')
    .regex(/^[A-Za-z0-9-]*$/, 'sales.waybillInvalid')
    .optional(),
  deliverer: delivererSchema.optional(),
};

type DeliveryWay = { carrier?: string; waybillNo?: string; deliverer?: unknown };

/** Adds the rule "carrier with waybill, or own staff" to a delivery input, naming the field at fault. */
function checkDeliveryWay(value: DeliveryWay, ctx: z.RefinementCtx) {
  const carrier = value.carrier ?? '';
  const waybill = value.waybillNo ?? '';
  if (value.deliverer) {
    if (carrier || waybill)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'sales.deliveryWayBoth' });
    return;
  }
  if (!carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'sales.carrierRequired' });
  if (!waybill) ctx.addIssue({ code: 'custom', path: ['waybillNo'], message: 'sales.waybillRequired' });
}

export const deliverLineSchema = z.object({
  orderLineId: idSchema,
  num: z.number().int('validation.integer').min(1, 'sales.numAtLeastOne').max(999999),
});

export const deliverGoods = defineCall({
  name: 'peb_deliverGoods',
  writes: true,
  touches: ['order', 'shipment'],
  audience: ['supplier'],
  permission: ORDER_PERMISSION.shopOrders,
  audit: { target: orderTarget, label: bilingual('发货', 'Deliver goods'), targetKey: 'orderId' },
  summary:
    'One shipment of a confirmed order: pieces per order line (never more than ordered minus already shipped), ' +
    'by a carrier with a waybill number or by own staff with a mobile. The order is delivered (03) from the ' +
    'first shipment on; the buyer is told.',
  input: z
    .object({
      orderId: idSchema,
      lines: z
        .array(deliverLineSchema)
        .min(1, 'sales.linesRequired')
        .max(200)
        .refine((lines) => new Set(lines.map((l) => l.orderLineId)).size === lines.length, {
          message: 'sales.lineTwice',
        }),
      ...deliveryWay,
      remark: text(200).optional(),
    })
    .strict()
    .superRefine(checkDeliveryWay),
  output: z.object({ shipmentId: idSchema, shipmentNo: z.string(), orderStatus: z.string() }),
});

export const saveAfterDeliveryInfo = defineCall({
  name: 'peb_saveAfterDeliveryInfo',
  writes: true,
  touches: ['order', 'shipment'],
  audience: ['supplier'],
  permission: [ORDER_PERMISSION.arrivalRegistration, ORDER_PERMISSION.shopOrders],
  audit: {
    target: shipmentTarget,
    label: bilingual('修改发货信息', 'Correct delivery information'),
    targetKey: 'shipmentId',
    detailKey: 'waybillNo',
  },
  summary:
    "Corrects a shipment's carrier and waybill, or its own deliverer, and its remark, while the buyer has not " +
    'accepted or rejected it.',
  input: z
    .object({ shipmentId: idSchema, ...deliveryWay, remark: text(200).optional() })
    .strict()
    .superRefine(checkDeliveryWay),
  output: shipmentSchema,
});

export const queryMySaleOrderList = defineCall({
  name: 'peb_queryMySaleOrderList',
  audience: ['supplier'],
  permission: ORDER_PERMISSION.shopOrders,
  summary:
    "The supplier's orders (online orders once paid), by status tab and filters, with each tab's count.",
  input: listInput(
    defineFilters(orderGlossary, { tab: filter.tab(SALE_TAB_KEYS), ...saleOrderFilters }),
    ORDER_SORT_FIELDS,
  ),
  output: orderPageSchema(SALE_TAB_KEYS),
});

export const querySaleOrderList = defineCall({
  name: 'peb_querySaleOrderList',
  audience: ['supplier'],
  permission: ORDER_PERMISSION.shopPending,
  summary: "The supplier's queue: orders awaiting its confirmation, and orders awaiting delivery.",
  input: listInput(
    defineFilters(orderGlossary, { tab: filter.tab(PENDING_SALE_TABS), ...saleOrderFilters }),
    ORDER_SORT_FIELDS,
  ),
  output: orderPageSchema(PENDING_SALE_TABS),
});

/** A shipment in the supplier's shipment list: the shipment with its order's number and buyer. */
export const supplierShipmentRowSchema = shipmentSchema.extend({
  orderNo: z.string(),
  orderStatus: z.string(),
  orgName: z.string(),
  orgNameEn: z.string(),
  buyerName: z.string(),
  /** Pieces on the shipment, and pieces that arrived. */
  pieces: z.number().int(),
  arrivedPieces: z.number().int(),
});
export type SupplierShipmentRow = z.infer<typeof supplierShipmentRowSchema>;

export const querySupplierShipmentList = defineCall({
  name: 'peb_querySupplierShipmentList',
  audience: ['supplier'],
  permission: ORDER_PERMISSION.arrivalRegistration,
  summary: "The supplier's shipments with their arrival and acceptance, newest first.",
  input: listInput(
    defineFilters(receivingGlossary, {
      orderNo: filter.text(24),
      waybillNo: filter.text(40),
      status: filter.dict('SHIPMENT_STATUS'),
      createdAt: filter.dateRange('createdFrom', 'createdTo'),
    }),
    ['createdAt'],
  ),
  output: pageOf(supplierShipmentRowSchema),
});

/** An application in the supplier's list: the application with its order's amount and buyer. */
export const supplierCancelApplyRowSchema = cancelApplicationSchema.extend({
  orderStatus: z.string(),
  amount: moneyOutputSchema,
  orgName: z.string(),
  orgNameEn: z.string(),
  buyerName: z.string(),
});
export type SupplierCancelApplyRow = z.infer<typeof supplierCancelApplyRowSchema>;

export const querySupplierCancelApplyList = defineCall({
  name: 'peb_querySupplierCancelApplyList',
  audience: ['supplier'],
  permission: ORDER_PERMISSION.cancelApplications,
  summary: "Buyers' applications to cancel the supplier's orders: pending ones, or those answered.",
  input: listInput(
    defineFilters(cancelApplyGlossary, {
      ...auditTabFilter,
      orderNo: filter.text(24),
      createdAt: filter.dateRange('createdFrom', 'createdTo'),
    }),
    ['createdAt'],
  ),
  output: auditPageOf(supplierCancelApplyRowSchema),
});

export const approvalCancel = defineCall({
  name: 'peb_approvalCancel',
  writes: true,
  touches: ['order', 'cancelApplication', 'payment', 'goods'],
  audience: ['supplier'],
  permission: ORDER_PERMISSION.cancelApplications,
  audit: {
    target: cancelApplicationTarget,
    label: bilingual('处理取消申请', 'Answer cancellation application'),
    targetKey: 'applicationId',
    outcomeKey: 'agreed',
    outcomes: decisionOutcomes(
      bilingual('同意取消申请', 'Agree to cancellation'),
      bilingual('拒绝取消申请', 'Refuse cancellation'),
    ),
    detailKey: 'remark',
  },
  summary:
    "The supplier agrees to a buyer's cancellation application (the order is cancelled, stock released, a paid " +
    'order refunded) or refuses it with a reason (the order goes on); the buyer is told.',
  input: z
    .object({ applicationId: idSchema, agreed: z.boolean(), remark: text(200).optional().default('') })
    .strict(),
  output: z.object({ applicationId: idSchema, status: z.string(), orderStatus: z.string() }),
});
