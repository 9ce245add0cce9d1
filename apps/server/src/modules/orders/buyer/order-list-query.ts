import { ORDER_TABS, type OrderTab } from '@procuremart/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { awaitingDelivery } from '../order-shipments';
import { orders } from '../tables';

// The pieces every order list shares beside orderRowsFrom(): filters, sorts and counts over the same joins,
// so a filter reads the same in rows, counts and tab counts.

/** Where the filters of `orderListFilters` (contract calls/peb-orders.ts) look. */
export const orderListFilterTargets = {
  orderNo: orders.orderNo,
  supplierName: [suppliers.name, suppliers.nameEn, supplierShops.shopName, supplierShops.shopNameEn],
  createdAt: orders.createdAt,
  amountRange: orders.amount,
  channel: orders.channel,
} as const;

/**
 * The orders of a status tab of `ORDER_TABS` (`all`: no condition); awaiting delivery also holds delivered
 * orders with pieces still to ship.
 */
export const orderTabCondition = (tab: OrderTab): SQL | undefined => {
  if (tab === 'awaitingDelivery') return awaitingDelivery;
  const statuses: readonly string[] = ORDER_TABS[tab];
  return statuses.length ? inArray(orders.status, [...statuses]) : undefined;
};

/** Every tab's condition, for countTabs. */
export const ORDER_TAB_CONDITIONS = Object.fromEntries(
  (Object.keys(ORDER_TABS) as OrderTab[]).map((tab) => [tab, orderTabCondition(tab)]),
) as Record<OrderTab, SQL | undefined>;

export const orderListSorts = { createdAt: orders.createdAt, amount: orders.amount, orderNo: orders.orderNo };

/** Selects over the orders joined as orderRowsFrom() joins the tables filters read. */
function fromJoinedOrders(db: Db | Tx, fields: Record<string, SQL<number>>) {
  return db
    .select(fields)
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .$dynamic();
}

/** The `count` query of an order list. */
export function orderCountFrom(db: Db | Tx) {
  return db
    .select({ total: count() })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .$dynamic();
}

/** How many orders each tab holds under the same filters and scope, in one statement. */
export async function countTabs<T extends string>(
  db: Db | Tx,
  where: SQL | undefined,
  tabs: Record<T, SQL | undefined>,
): Promise<Record<T, number>> {
  const fields = Object.fromEntries(
    (Object.entries(tabs) as [T, SQL | undefined][]).map(([tab, condition]) => [
      tab,
      condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`,
    ]),
  );
  const [row] = await fromJoinedOrders(db, fields).where(and(where));
  return Object.fromEntries(
    (Object.keys(tabs) as T[]).map((tab) => [tab, Number(row?.[tab] ?? 0)]),
  ) as Record<T, number>;
}
