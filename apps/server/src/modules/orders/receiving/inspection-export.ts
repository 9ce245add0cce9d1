import {
  type ArrivalTab,
  bilingual,
  type Locale,
  queryArrivalAcceptList,
  ShipmentStatus,
} from '@procuremart/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { defineExport, type SheetColumn } from '../../../platform/files/define-file-kinds';
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
type Detail = Awaited<ReturnType<typeof detailRowsFrom>>[number];

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
  map: (row) => row,
});

const dateTime = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '');
const byLocale = (locale: Locale, zh: string, en: string) => (locale === 'en-US' && en ? en : zh);
const acceptedOf = (row: Detail) => (row.status === ShipmentStatus.accepted ? row.arrivedNum : 0);

const columns: readonly SheetColumn<Detail>[] = [
  { title: bilingual('订单编号', 'Order no.'), width: 22, value: (r) => r.orderNo },
  { title: bilingual('发货单号', 'Shipment no.'), width: 22, value: (r) => r.shipmentNo },
  { title: bilingual('发货单状态', 'Shipment status'), width: 10, value: (r) => r.status },
  {
    title: bilingual('供应商', 'Supplier'),
    width: 30,
    value: (r, locale) => byLocale(locale, r.supplierName, r.supplierNameEn),
  },
  {
    title: bilingual('商品名称', 'Goods'),
    width: 36,
    value: (r, locale) => byLocale(locale, r.skuName, r.skuNameEn),
  },
  { title: bilingual('型号', 'Model'), width: 16, value: (r) => r.model },
  { title: bilingual('单位', 'Unit'), width: 8, value: (r, locale) => byLocale(locale, r.unit, r.unitEn) },
  { title: bilingual('单价', 'Unit price'), width: 12, value: (r) => r.unitPrice },
  { title: bilingual('发货数量', 'Shipped'), width: 10, value: (r) => r.shippedNum },
  { title: bilingual('到货数量', 'Arrived'), width: 10, value: (r) => r.arrivedNum },
  { title: bilingual('验收数量', 'Accepted'), width: 10, value: acceptedOf },
  { title: bilingual('发货时间', 'Shipped at'), width: 20, value: (r) => dateTime(r.createdAt) },
  { title: bilingual('到货时间', 'Arrived at'), width: 20, value: (r) => dateTime(r.arrivedAt) },
  { title: bilingual('验收时间', 'Decided at'), width: 20, value: (r) => dateTime(r.decidedAt) },
];

/** The acceptance details of the acceptance list as filtered on the page, the caller's receivable orders only. */
export const inspectionDetailsExport = defineExport({
  kind: 'inspectionDetails',
  audience: queryArrivalAcceptList.audience,
  permission: queryArrivalAcceptList.permission ?? 'agrArrivalAcceptance',
  filters: queryArrivalAcceptList.input,
  list: inspectionDetails,
  scope: receivableOrders,
  columns,
});
