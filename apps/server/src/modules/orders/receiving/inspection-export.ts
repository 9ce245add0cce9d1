import {
  type ArrivalTab,
  bilingual,
  defineColumns,
  defineGlossary,
  queryArrivalAcceptList,
  ShipmentStatus,
} from '@procuremart/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { custom, defineListQuery } from '../../../platform/lists';
import { supplierShops, suppliers } from '../../catalog/tables';
import { dictionaryLabelSql } from '../../config/dictionaries/dictionary-labels';
import { users } from '../../identity/tables';
import { orgs } from '../../org/tables';
import { orderLines, orders, shipmentLines, shipments } from '../tables';
import { arrivalFilterSpecs, arrivalSorts, arrivalTabCondition } from './arrival-list-query';
import { receivableOrders } from './receiving-scope';

// Acceptance details (exportInspectionDetails): one sheet row per shipment line of the acceptance list's
// shipments, with the list's own filters, tab and scope.

const unitLabels = dictionaryLabelSql('UNIT', orderLines.unit);

const detailColumns = {
  id: shipmentLines.id,
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
  arrivedNum: shipmentLines.arrivedNum,
  createdAt: shipments.createdAt,
  arrivedAt: shipments.arrivedAt,
  decidedAt: shipments.decidedAt,
};
type Detail = Awaited<ReturnType<typeof detailRowsFrom>>[number] & { acceptedNum: number };

function detailRowsFrom(db: Db | Tx) {
  return db
    .select(detailColumns)
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
  filters: { tab: custom<ArrivalTab>(arrivalTabCondition), ...arrivalFilterSpecs },
  sorts: arrivalSorts,
  defaultOrder: [desc(shipments.createdAt), desc(shipments.id), asc(orderLines.id)],
  tieBreaker: shipmentLines.id,
  defaultTieBreak: 'ASC',
  // Pieces accepted: those arrived on an accepted shipment.
  map: (row) => ({ ...row, acceptedNum: row.status === ShipmentStatus.accepted ? row.arrivedNum : 0 }),
});

const labels = defineGlossary('inspection.field', {
  orderNo: bilingual('订单编号', 'Order no.'),
  shipmentNo: bilingual('发货单号', 'Shipment no.'),
  status: bilingual('发货单状态', 'Shipment status'),
  supplierName: bilingual('供应商', 'Supplier'),
  skuName: bilingual('商品名称', 'Goods'),
  model: bilingual('型号', 'Model'),
  unit: bilingual('单位', 'Unit'),
  unitPrice: bilingual('单价', 'Unit price'),
  shippedNum: bilingual('发货数量', 'Shipped'),
  arrivedNum: bilingual('到货数量', 'Arrived'),
  acceptedNum: bilingual('验收数量', 'Accepted'),
  createdAt: bilingual('发货时间', 'Shipped at'),
  arrivedAt: bilingual('到货时间', 'Arrived at'),
  decidedAt: bilingual('验收时间', 'Decided at'),
});

const columns = defineColumns<Detail, keyof typeof labels.labels>(labels, [
  { field: 'orderNo', width: 22 },
  { field: 'shipmentNo', width: 22 },
  { field: 'status', width: 12, view: { kind: 'dict', code: 'SHIPMENT_STATUS' } },
  { field: 'supplierName', width: 30, view: { kind: 'localName', enField: 'supplierNameEn' } },
  { field: 'skuName', width: 36, view: { kind: 'localName', enField: 'skuNameEn' } },
  { field: 'model', width: 16 },
  { field: 'unit', width: 8, view: { kind: 'localName', enField: 'unitEn' } },
  { field: 'unitPrice', width: 12, view: { kind: 'amount' } },
  { field: 'shippedNum', width: 10, view: { kind: 'count' } },
  { field: 'arrivedNum', width: 10, view: { kind: 'count' } },
  { field: 'acceptedNum', width: 10, view: { kind: 'count' } },
  { field: 'createdAt', width: 20, view: { kind: 'datetime' } },
  { field: 'arrivedAt', width: 20, view: { kind: 'datetime' } },
  { field: 'decidedAt', width: 20, view: { kind: 'datetime' } },
]);

/** The acceptance details of the acceptance list as filtered on the page, the caller's receivable orders only. */
export const inspectionDetailsExport = defineExport({
  kind: 'inspectionDetails',
  audience: queryArrivalAcceptList.audience,
  permission: queryArrivalAcceptList.permission ?? 'agrArrivalAcceptance',
  filters: queryArrivalAcceptList.input,
  list: inspectionDetails,
  scope: receivableOrders,
  columns: { list: columns },
});
