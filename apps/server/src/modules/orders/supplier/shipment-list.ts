import { type Page, querySupplierShipmentList, type SupplierShipmentRow } from '@procuremart/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { loadShipments } from '../order-shipments';
import { orders, shipmentLines, shipments } from '../tables';
import { saleOrdersScope } from './sale-order-list';

type Query = ParsedInput<typeof querySupplierShipmentList>;

const pieces = sql<number>`(select coalesce(sum(${shipmentLines.num}), 0)::int from ${shipmentLines}
  where ${shipmentLines.shipmentId} = ${shipments.id})`;
const arrivedPieces = sql<number>`(select coalesce(sum(${shipmentLines.arrivedNum}), 0)::int from ${shipmentLines}
  where ${shipmentLines.shipmentId} = ${shipments.id})`;

const rowColumns = {
  id: shipments.id,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  orgName: sql<string>`coalesce(${orgs.name}, '')`,
  orgNameEn: sql<string>`coalesce(${orgs.nameEn}, '')`,
  buyerName: users.userName,
  pieces,
  arrivedPieces,
};
type RowRecord = {
  id: number;
  orderNo: string;
  orderStatus: string;
  orgName: string;
  orgNameEn: string;
  buyerName: string;
  pieces: number;
  arrivedPieces: number;
};

const rowsFrom = (db: Db | Tx) =>
  db
    .select(rowColumns)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();

const countFrom = (db: Db | Tx) =>
  db
    .select({ total: count() })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .$dynamic();

/** The supplier's shipments: newest first, by order number, waybill, status and shipping date. */
const shipmentList = defineListQuery<Query>()({
  rows: rowsFrom,
  count: countFrom,
  filters: filtersOf(querySupplierShipmentList, {
    orderNo: orders.orderNo,
    waybillNo: shipments.waybillNo,
    status: shipments.status,
    createdAt: shipments.createdAt,
  }),
  sorts: { createdAt: shipments.createdAt },
  defaultOrder: [desc(shipments.createdAt)],
  tieBreaker: shipments.id,
  map: (row: RowRecord) => row,
});

/** One page of the supplier's shipments, each with its lines and the order's number and buyer. */
export async function listSupplierShipments(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<SupplierShipmentRow>> {
  const page = await runList(db, { ...shipmentList, where: and(saleOrdersScope(actor)) }, query);
  const loaded = await loadShipments(db, actor, { shipmentIds: page.rows.map((r) => r.id) });
  const byId = new Map(loaded.map((s) => [s.shipmentId, s]));
  const rows = page.rows.flatMap(({ id, ...order }) => {
    const shipment = byId.get(String(id));
    return shipment ? [{ ...shipment, ...order }] : [];
  });
  return { ...page, rows };
}
