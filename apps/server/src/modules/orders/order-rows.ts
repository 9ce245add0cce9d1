import { CancelApplicationStatus, type OrderRow } from '@procuremart/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pictureUrl } from '../catalog';
import { supplierShops, suppliers } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';
import { piecesToAccept, piecesToShip } from './order-shipments';
import { cancelApplications, orderLines, orders, parentOrders } from './tables';

// Every order list (the buyer's, the approver's, later the supplier's and the operator's) selects these
// columns from orderRowsFrom() and maps them with toOrderRow: one row shape, built one way.

const lineCount = sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
const pieces = sql<number>`(select coalesce(sum(${orderLines.num}), 0)::int from ${orderLines}
  where ${orderLines.orderId} = ${orders.id})`;
const firstPicture = sql<string>`coalesce((select ${orderLines.pictureKey} from ${orderLines}
  where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1), '')`;
const cancelApplicationPending = sql<boolean>`exists (select 1 from ${cancelApplications}
  where ${cancelApplications.orderId} = ${orders.id}
  and ${cancelApplications.status} = ${CancelApplicationStatus.pending})`;

export const orderRowColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  parentOrderId: orders.parentOrderId,
  parentOrderNo: parentOrders.parentOrderNo,
  status: orders.status,
  payMethod: orders.payMethod,
  payStatus: orders.payStatus,
  channel: orders.channel,
  goodsAmount: orders.goodsAmount,
  freight: orders.freight,
  amount: orders.amount,
  supplierId: orders.supplierId,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  shopName: supplierShops.shopName,
  shopNameEn: supplierShops.shopNameEn,
  buyerName: users.userName,
  orgName: sql<string>`coalesce(${orgs.name}, '')`,
  orgNameEn: sql<string>`coalesce(${orgs.nameEn}, '')`,
  lineCount,
  pieces,
  piecesToShip,
  piecesToAccept,
  firstPicture,
  createdAt: orders.createdAt,
  cancelApplicationPending,
};

type Columns = typeof orderRowColumns;
// A column reads as its data type, a sql<T> expression as T.
export type OrderRowRecord = {
  [K in keyof Columns]: Columns[K] extends { _: { data: infer D } }
    ? D
    : Columns[K] extends SQL<infer T>
      ? T
      : never;
};

/** `select orderRowColumns from orders` joined to its parent, supplier, shop, buyer and organisation. */
export function orderRowsFrom(db: Db | Tx) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(parentOrders, eq(parentOrders.id, orders.parentOrderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

export function toOrderRow(row: OrderRowRecord): OrderRow {
  return {
    orderId: String(row.id),
    orderNo: row.orderNo,
    parentOrderId: String(row.parentOrderId),
    parentOrderNo: row.parentOrderNo,
    orderStatus: row.status,
    payMethod: row.payMethod,
    payStatus: row.payStatus,
    channel: row.channel,
    goodsAmount: row.goodsAmount,
    freight: row.freight,
    amount: row.amount,
    supplierId: String(row.supplierId),
    supplierName: row.supplierName,
    supplierNameEn: row.supplierNameEn,
    shopName: row.shopName,
    shopNameEn: row.shopNameEn,
    buyerName: row.buyerName,
    orgName: row.orgName,
    orgNameEn: row.orgNameEn,
    lineCount: Number(row.lineCount),
    pieces: Number(row.pieces),
    piecesToShip: Number(row.piecesToShip),
    piecesToAccept: Number(row.piecesToAccept),
    picture: row.firstPicture ? pictureUrl(row.firstPicture) : '',
    createdAt: row.createdAt.toISOString(),
    cancelApplicationPending: Boolean(row.cancelApplicationPending),
  };
}
