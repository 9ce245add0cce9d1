import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { addresses, invoiceTitles } from '../addresses/shared-tables';
import { skus, supplierShops, suppliers } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/**
 * One checkout: the buyer's submission, split into supplier orders. `requestId` (from the settlement page)
 * makes submission idempotent per buyer. Address and invoice title are snapshots: later edits of the book
 * never change a placed order.
 */
export const parentOrders = pgTable(
  'parent_orders',
  {
    id: identityId(),
    parentOrderNo: varchar('parent_order_no', { length: 24 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    buyerUserId: idRef('buyer_user_id')
      .notNull()
      .references(() => users.id),
    orgId: idRef('org_id').references(() => orgs.id),
    /** OrderChannel: '11' mall cart (and buy now), '12' quick order, … */
    channel: varchar('channel', { length: 2 }).notNull(),
    /** PayType: '01' online, '02' offline transfer, '03' monthly settlement. */
    payMethod: varchar('pay_method', { length: 2 }).notNull(),
    /** InvoiceType: '00' ordinary, '01' VAT special. */
    invoiceType: varchar('invoice_type', { length: 2 }).notNull(),
    invoiceTitleId: idRef('invoice_title_id').references(() => invoiceTitles.id),
    invoiceTitle: varchar('invoice_title', { length: 100 }).notNull().default(''),
    invoiceCreditCode: varchar('invoice_credit_code', { length: 18 }).notNull().default(''),
    addressId: idRef('address_id').references(() => addresses.id),
    receiverName: varchar('receiver_name', { length: 40 }).notNull(),
    receiverMobile: varchar('receiver_mobile', { length: 11 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 30 }).notNull().default(''),
    /** Province, city and district names and the detail line, as one readable address. */
    receiverAddress: varchar('receiver_address', { length: 400 }).notNull(),
    goodsAmount: money('goods_amount').notNull(),
    freight: money('freight').notNull(),
    /** goods + freight of all its supplier orders. */
    amount: money('amount').notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('parent_orders_parent_order_no_key').on(t.parentOrderNo),
    uniqueIndex('parent_orders_buyer_request_key').on(t.buyerUserId, t.requestId),
  ],
);

/** A supplier order: what one supplier shop delivers; the order machine runs on its `status`. */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    parentOrderId: idRef('parent_order_id')
      .notNull()
      .references(() => parentOrders.id),
    buyerUserId: idRef('buyer_user_id')
      .notNull()
      .references(() => users.id),
    orgId: idRef('org_id').references(() => orgs.id),
    orgUnitId: idRef('org_unit_id').references(() => orgs.id),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    shopId: idRef('shop_id')
      .notNull()
      .references(() => supplierShops.id),
    /** OrderStatus (the order machine). */
    status: varchar('status', { length: 2 }).notNull(),
    channel: varchar('channel', { length: 2 }).notNull(),
    payMethod: varchar('pay_method', { length: 2 }).notNull(),
    /** PayStatus: '0' unpaid, '1' paid, '2' refunded. */
    payStatus: varchar('pay_status', { length: 1 }).notNull().default('0'),
    goodsAmount: money('goods_amount').notNull(),
    freight: money('freight').notNull(),
    amount: money('amount').notNull(),
    /** Whether the amount was above the organisation's approval threshold at placement. */
    needsApproval: boolean('needs_approval').notNull().default(false),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** The supplier's promised delivery range in days from confirmation, as shown at checkout. */
    deliveryDaysMin: smallint('delivery_days_min').notNull(),
    deliveryDaysMax: smallint('delivery_days_max').notNull(),
    /** The reason of the last cancellation or refusal. */
    closeReason: varchar('close_reason', { length: 200 }).notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    paidAt: timestampTz('paid_at'),
    closedAt: timestampTz('closed_at'),
    /** When the supplier confirmed, first shipped, and when the last piece was accepted. */
    confirmedAt: timestampTz('confirmed_at'),
    deliveredAt: timestampTz('delivered_at'),
    completedAt: timestampTz('completed_at'),
    /** The buyer's last reminder to confirm (at most one a day). */
    remindedAt: timestampTz('reminded_at'),
    /** The buyer removed a cancelled or refused order from their list; everyone else still sees it. */
    buyerDeletedAt: timestampTz('buyer_deleted_at'),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_parent_order_id_idx').on(t.parentOrderId),
    index('orders_buyer_created_idx').on(t.buyerUserId, t.createdAt),
    index('orders_org_status_idx').on(t.orgId, t.status),
    index('orders_supplier_status_idx').on(t.supplierId, t.status),
    // The auto-cancel job's queue: online orders not yet paid.
    index('orders_unpaid_online_idx')
      .on(t.createdAt)
      .where(sql`${t.payMethod} = '01' and ${t.payStatus} = '0'`),
  ],
);

/** An ordered SKU as the buyer saw it at submission (a snapshot: later catalogue edits never change it). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: identityId(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id),
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    skuName: varchar('sku_name', { length: 300 }).notNull(),
    skuNameEn: varchar('sku_name_en', { length: 300 }).notNull().default(''),
    supplierSkuCode: varchar('supplier_sku_code', { length: 60 }).notNull(),
    model: varchar('model', { length: 120 }).notNull().default(''),
    /** The SKU's unit at submission: a UNIT dictionary code (older unmatched text kept as it is). */
    unit: varchar('unit', { length: 10 }).notNull(),
    brandName: varchar('brand_name', { length: 100 }).notNull().default(''),
    /** The brand's English name at submission ('' when it had none: brandName is shown). */
    brandNameEn: varchar('brand_name_en', { length: 100 }).notNull().default(''),
    pictureKey: varchar('picture_key', { length: 200 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    /** Percent, e.g. '13.00'. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    num: integer('num').notNull(),
    amount: money('amount').notNull(),
    /** Pieces on shipments not rejected (never above num: a conditional update keeps it so). */
    shippedNum: integer('shipped_num').notNull().default(0),
    /** Pieces on accepted shipments. */
    acceptedNum: integer('accepted_num').notNull().default(0),
  },
  (t) => [index('order_lines_order_id_idx').on(t.orderId), index('order_lines_sku_id_idx').on(t.skuId)],
);

/** One delivery of a supplier order: by a carrier with a waybill, or by the supplier's own staff. */
export const shipments = pgTable(
  'shipments',
  {
    id: identityId(),
    shipmentNo: varchar('shipment_no', { length: 24 }).notNull(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id),
    /** ShipmentStatus (the shipment machine). */
    status: varchar('status', { length: 1 }).notNull(),
    carrier: varchar('carrier', { length: 60 }).notNull().default(''),
    waybillNo: varchar('waybill_no', { length: 40 }).notNull().default(''),
    /** Delivered by the supplier's own staff: who and their mobile. */
    delivererName: varchar('deliverer_name', { length: 40 }).notNull().default(''),
    delivererMobile: varchar('deliverer_mobile', { length: 11 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    createdByUserId: idRef('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    arrivedAt: timestampTz('arrived_at'),
    /** When it was accepted or rejected. */
    decidedAt: timestampTz('decided_at'),
    /** Accepted by the automatic receipt job, not by a person. */
    autoAccepted: boolean('auto_accepted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('shipments_shipment_no_key').on(t.shipmentNo),
    index('shipments_order_id_idx').on(t.orderId),
    // The automatic receipt job's queue: shipments not yet accepted or rejected, oldest first.
    index('shipments_open_idx').on(t.createdAt).where(sql`${t.status} in ('1', '2')`),
  ],
);

/** The pieces of one order line on one shipment, and how many of them arrived. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: identityId(),
    shipmentId: idRef('shipment_id')
      .notNull()
      .references(() => shipments.id),
    orderLineId: idRef('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    num: integer('num').notNull(),
    arrivedNum: integer('arrived_num').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipment_lines_shipment_line_key').on(t.shipmentId, t.orderLineId),
    index('shipment_lines_order_line_id_idx').on(t.orderLineId),
  ],
);

/** A buyer's application to cancel a confirmed order; at most one pending per order. */
export const cancelApplications = pgTable(
  'cancel_applications',
  {
    id: identityId(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id),
    applicantUserId: idRef('applicant_user_id')
      .notNull()
      .references(() => users.id),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** CancelApplicationStatus (the cancelApplication machine). */
    status: varchar('status', { length: 1 }).notNull(),
    /** The supplier's remark (required when refusing). */
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    decidedByUserId: idRef('decided_by_user_id').references(() => users.id),
    createdAt: timestampTz('created_at').notNull(),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    index('cancel_applications_order_id_idx').on(t.orderId),
    uniqueIndex('cancel_applications_one_pending_key').on(t.orderId).where(sql`${t.status} = '0'`),
  ],
);

/** A refund owed to the buyer for a paid order that was cancelled or closed. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: identityId(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id),
    amount: money('amount').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [uniqueIndex('order_refunds_order_id_key').on(t.orderId)],
);
