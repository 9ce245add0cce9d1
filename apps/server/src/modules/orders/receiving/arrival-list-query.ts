import { ARRIVAL_TABS, type ArrivalRow, type ArrivalTab } from '@procuremart/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { orderPartyColumns } from '../order-rows';
import { loadShipments } from '../order-shipments';
import { orders, shipmentLines, shipments } from '../tables';

// The one query builder of the receiving lists (acceptance list, delivery and acceptance histories, the
// acceptance details export): shipments joined to their order, supplier, shop, buyer and organisation.

const piecesOf = (column: typeof shipmentLines.num | typeof shipmentLines.arrivedNum) =>
  sql<number>`(select coalesce(sum(${column}), 0)::int from ${shipmentLines}
    where ${shipmentLines.shipmentId} = ${shipments.id})`;

export const arrivalColumns = {
  shipmentId: shipments.id,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  ...orderPartyColumns,
  pieces: piecesOf(shipmentLines.num),
  arrivedPieces: piecesOf(shipmentLines.arrivedNum),
};
type Columns = typeof arrivalColumns;
/** A selected row: a column reads as its data type, a sql<T> expression as T. */
export type ArrivalHead = {
  [K in keyof Columns]: Columns[K] extends { _: { data: infer D } }
    ? D
    : Columns[K] extends SQL<infer T>
      ? T
      : never;
};

// The same joins in every statement, so a filter reads the same in rows, counts and tab counts.

/** `select arrivalColumns from shipments` joined to its order, supplier, shop, buyer and organisation. */
export function arrivalRowsFrom(db: Db | Tx) {
  return db
    .select(arrivalColumns)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

/** Counts over the same joins: `fields` are count expressions (the total, or one per tab). */
export function arrivalCountFrom(db: Db | Tx, fields: Record<string, SQL<number>>) {
  return db
    .select(fields)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

/** The `count` query of a receiving list. */
export function arrivalTotalFrom(db: Db | Tx) {
  return db
    .select({ total: count() })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

/** The filters of `arrivalListFilters` (contract calls/peb-receiving.ts). */
export const arrivalFilterTargets = {
  orderNo: orders.orderNo,
  supplierName: [suppliers.name, suppliers.nameEn, supplierShops.shopName, supplierShops.shopNameEn],
  waybillNo: shipments.waybillNo,
  createdAt: shipments.createdAt,
} as const;

export const arrivalSorts = {
  createdAt: shipments.createdAt,
  orderNo: orders.orderNo,
  decidedAt: shipments.decidedAt,
};
export const newestShipmentsFirst = [desc(shipments.createdAt)];

export const arrivalTabCondition = (tab: ArrivalTab): SQL | undefined => {
  const statuses: readonly string[] = ARRIVAL_TABS[tab];
  return statuses.length ? inArray(shipments.status, [...statuses]) : undefined;
};
export const ARRIVAL_TAB_CONDITIONS = Object.fromEntries(
  (Object.keys(ARRIVAL_TABS) as ArrivalTab[]).map((tab) => [tab, arrivalTabCondition(tab)]),
) as Record<ArrivalTab, SQL | undefined>;

/** How many shipments each tab holds under the same filters and scope, in one statement. */
export async function countArrivalTabs(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<Record<ArrivalTab, number>> {
  const tabs = Object.entries(ARRIVAL_TAB_CONDITIONS) as [ArrivalTab, SQL | undefined][];
  const fields = Object.fromEntries(
    tabs.map(([tab, condition]) => [
      tab,
      condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`,
    ]),
  );
  const [row] = await arrivalCountFrom(db, fields).where(and(where));
  return Object.fromEntries(tabs.map(([tab]) => [tab, Number(row?.[tab] ?? 0)])) as Record<
    ArrivalTab,
    number
  >;
}

/** The page's shipments in full (lines and the steps open to the actor), with their order's facts. */
export async function toArrivalRows(db: Db, actor: Actor, heads: ArrivalHead[]): Promise<ArrivalRow[]> {
  const full = await loadShipments(db, actor, { shipmentIds: heads.map((h) => h.shipmentId) });
  const byId = new Map(full.map((s) => [s.shipmentId, s]));
  return heads.flatMap((head) => {
    const shipment = byId.get(String(head.shipmentId));
    return shipment ? [{ ...shipment, ...head, shipmentId: shipment.shipmentId }] : [];
  });
}
