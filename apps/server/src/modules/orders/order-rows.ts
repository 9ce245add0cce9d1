import { CancelApplicationStatus, orderRowSchema } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowReader } from '../../platform/row-reader';
import { pictureUrl } from '../catalog';
import { supplierShops, suppliers } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';
import { piecesToAccept, piecesToShip } from './order-shipments';
import { cancelApplications, orderLines, orders, parentOrders } from './tables';

// Every order list (the buyer's, the approver's, the supplier's and the operator's) selects orderRow's
// columns from orderRowsFrom() and maps them with toOrderRow: one row shape, built one way.

const lineCount = sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
const pieces = sql<number>`(select coalesce(sum(${orderLines.num}), 0)::int from ${orderLines}
  where ${orderLines.orderId} = ${orders.id})`;
const firstPicture = sql<string>`coalesce((select ${orderLines.pictureKey} from ${orderLines}
  where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1), '')`;
const cancelApplicationPending = sql<boolean>`exists (select 1 from ${cancelApplications}
  where ${cancelApplications.orderId} = ${orders.id}
  and ${cancelApplications.status} = ${CancelApplicationStatus.pending})`;

/** Who an order is between, as the order lists and the receiving lists name them (joined as orderRowsFrom joins). */
export const orderPartyColumns = {
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  shopName: supplierShops.shopName,
  shopNameEn: supplierShops.shopNameEn,
  buyerName: users.userName,
  orgName: sql<string>`coalesce(${orgs.name}, '')`,
};

/** An order row: its own columns, its parent's number, supplier, shop, buyer, organisation and line facts. */
export const orderRow = rowReader(
  orderRowSchema,
  orders,
  {
    orderId: orders.id,
    parentOrderNo: parentOrders.parentOrderNo,
    orderStatus: orders.status,
    ...orderPartyColumns,
    orgNameEn: sql<string>`coalesce(${orgs.nameEn}, '')`,
    lineCount,
    pieces,
    piecesToShip,
    piecesToAccept,
    picture: firstPicture,
    cancelApplicationPending,
  },
  { picture: (key: string) => (key ? pictureUrl(key) : '') },
);

/** `select orderRow.columns from orders` joined to its parent, supplier, shop, buyer and organisation. */
export function orderRowsFrom(db: Db | Tx) {
  return db
    .select(orderRow.columns)
    .from(orders)
    .innerJoin(parentOrders, eq(parentOrders.id, orders.parentOrderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

export const toOrderRow = orderRow.toRow;
