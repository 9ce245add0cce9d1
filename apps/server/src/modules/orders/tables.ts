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
import { addresses, invoiceTitles } from '../addresses/tables';
import { skus } from '../catalog/goods-tables';
import { supplierShops, suppliers } from '../catalog/supplier-tables';
import { users } from '../identity/tables';
import { orgs, orgUnits } from '../org/tables';

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
    orgUnitId: idRef('org_unit_id').references(() => orgUnits.id),
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
    unit: varchar('unit', { length: 10 }).notNull(),
    brandName: varchar('brand_name', { length: 100 }).notNull().default(''),
    pictureKey: varchar('picture_key', { length: 200 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    /** Percent, e.g. '13.00'. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    num: integer('num').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('order_lines_order_id_idx').on(t.orderId), index('order_lines_sku_id_idx').on(t.skuId)],
);
