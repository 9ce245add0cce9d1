import {
  type ArrivalTab,
  inspectionDetailColumns,
  inspectionDetailRowSchema,
  queryArrivalAcceptList,
  ShipmentStatus,
} from '@procuremart/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { dictionaryLabelSql } from '../../config';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { orderLines, orders, shipmentLines, shipments } from '../tables';
import { arrivalFilterTargets, arrivalSorts, arrivalTabCondition } from './arrival-list-query';
import { receivableOrders } from './receiving-scope';

// Acceptance details (exportInspectionDetails): one sheet row per shipment line of the acceptance list's
// shipments, with the list's own filters, tab and scope.

const unitLabels = dictionaryLabelSql('UNIT', orderLines.unit);

/** A shipment line with its shipment, order line and supplier; accepted pieces: those arrived on an accepted shipment. */
const detailRow = rowReader(inspectionDetailRowSchema, shipmentLines, {
  orderNo: orders.orderNo,
  shipmentNo: shipments.shipmentNo,
  status: shipments.status,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  skuName: orderLines.skuName,
  skuNameEn: orderLines.skuNameEn,
  model: orderLines.model,
  unit: unitLabels.label,
  unitEn: unitLabels.labelEn,
  unitPrice: orderLines.unitPrice,
  shippedNum: shipmentLines.num,
  acceptedNum: sql<number>`case when ${shipments.status} = ${ShipmentStatus.accepted} then ${shipmentLines.arrivedNum} else 0 end`,
  createdAt: shipments.createdAt,
  arrivedAt: shipments.arrivedAt,
  decidedAt: shipments.decidedAt,
});
function detailRowsFrom(db: Db | Tx) {
  return db
    .select(detailRow.columns)
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

function detailCountFrom(db: Db | Tx) {
  return db
    .select({ total: count() })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();
}

const inspectionDetails = defineListQuery<ParsedInput<typeof queryArrivalAcceptList>>()({
  rows: detailRowsFrom,
  count: detailCountFrom,
  filters: filtersOf(queryArrivalAcceptList, {
    tab: custom<ArrivalTab>(arrivalTabCondition),
    ...arrivalFilterTargets,
  }),
  sorts: arrivalSorts,
  defaultOrder: [desc(shipments.createdAt), desc(shipments.id), asc(orderLines.id)],
  tieBreaker: shipmentLines.id,
  defaultTieBreak: 'ASC',
  map: detailRow.toRow,
});

/** The acceptance details of the acceptance list as filtered on the page, the caller's receivable orders only. */
export const inspectionDetailsExport = defineExport({
  kind: 'inspectionDetails',
  audience: queryArrivalAcceptList.audience,
  permission: queryArrivalAcceptList.permission ?? 'agrArrivalAcceptance',
  filters: queryArrivalAcceptList.input,
  list: inspectionDetails,
  scope: receivableOrders,
  columns: { list: inspectionDetailColumns },
});
