import { z } from 'zod';
import type { ArrivalRow } from './calls/peb-receiving';
import type { SupplierShipmentRow } from './calls/peb-sales';
import { defineColumns, defineGlossary } from './list-columns';
import { orderGlossary } from './order-columns';
import { bilingual } from './texts';

/**
 * The receiving fields' labels: the acceptance list's filters and columns, and the headers of its acceptance
 * details export (a row per shipment line, where the page lists shipments). The order's fields take the order
 * glossary's labels.
 */
export const receivingGlossary = defineGlossary('receiving.field', {
  shipmentNo: bilingual('发货单号', 'Shipment no.'),
  orderNo: orderGlossary.labels.orderNo,
  status: bilingual('发货单状态', 'Shipment status'),
  supplierName: orderGlossary.labels.supplierName,
  carrier: bilingual('物流公司', 'Carrier'),
  /** 物流单号, as the delivery form and its messages name it (SPEC names no wording). */
  waybillNo: bilingual('物流单号', 'Waybill no.'),
  delivererName: bilingual('配送人姓名', 'Deliverer'),
  delivererMobile: bilingual('配送人手机', "Deliverer's mobile"),
  remark: bilingual('备注', 'Remark'),
  orgName: orderGlossary.labels.orgName,
  pieces: bilingual('发货件数', 'Pieces shipped'),
  arrivedPieces: bilingual('到货件数', 'Pieces arrived'),
  createdAt: bilingual('发货时间', 'Shipped at'),
  arrivedAt: bilingual('到货时间', 'Arrived at'),
  decidedAt: bilingual('验收时间', 'Decided at'),
  rejectReason: bilingual('拒收原因', 'Rejection reason'),
  buyerName: orderGlossary.labels.buyerName,
  skuName: bilingual('商品名称', 'Goods'),
  model: bilingual('型号', 'Model'),
  unit: bilingual('单位', 'Unit'),
  unitPrice: bilingual('单价', 'Unit price'),
  shippedNum: bilingual('发货数量', 'Shipped'),
  arrivedNum: bilingual('到货数量', 'Arrived'),
  acceptedNum: bilingual('验收数量', 'Accepted'),
});
type ReceivingField = keyof typeof receivingGlossary.labels;

/** The acceptance list's columns (shipments). */
export const arrivalListColumns = defineColumns<ArrivalRow, ReceivingField>(receivingGlossary, [
  { field: 'shipmentNo', width: 22 },
  { field: 'orderNo', sortField: 'orderNo', width: 22 },
  { field: 'status', width: 12, view: { kind: 'dict', code: 'SHIPMENT_STATUS' } },
  { field: 'supplierName', width: 30, view: { kind: 'localName', enField: 'supplierNameEn' } },
  { field: 'pieces', width: 10, view: { kind: 'count' } },
  { field: 'arrivedPieces', width: 10, view: { kind: 'count' } },
  { field: 'carrier', width: 16, hidden: true },
  { field: 'waybillNo', width: 20 },
  { field: 'buyerName', width: 12, hidden: true },
  { field: 'rejectReason', width: 30, hidden: true },
  { field: 'createdAt', sortField: 'createdAt', width: 20, view: { kind: 'datetime' } },
  { field: 'arrivedAt', width: 20, hidden: true, view: { kind: 'datetime' } },
  { field: 'decidedAt', sortField: 'decidedAt', width: 20, hidden: true, view: { kind: 'datetime' } },
]);

/** The supplier's shipment list: the same shipment fields, labelled alike, with the buyer's organisation. */
export const supplierShipmentColumns = defineColumns<SupplierShipmentRow, ReceivingField>(receivingGlossary, [
  { field: 'shipmentNo', width: 22 },
  { field: 'orderNo', width: 22 },
  { field: 'status', width: 12, view: { kind: 'dict', code: 'SHIPMENT_STATUS' } },
  { field: 'orgName', width: 30, view: { kind: 'localName', enField: 'orgNameEn' } },
  { field: 'carrier', width: 16 },
  { field: 'waybillNo', width: 20 },
  { field: 'delivererName', width: 12, hidden: true },
  { field: 'delivererMobile', width: 14, hidden: true },
  { field: 'pieces', width: 10, view: { kind: 'count' } },
  { field: 'arrivedPieces', width: 10, view: { kind: 'count' } },
  { field: 'createdAt', sortField: 'createdAt', width: 20, view: { kind: 'datetime' } },
  { field: 'arrivedAt', width: 20, view: { kind: 'datetime' } },
  { field: 'remark', width: 30, hidden: true },
]);

/** A shipment line as the acceptance details export writes it. */
export const inspectionDetailRowSchema = z.object({
  orderNo: z.string(),
  shipmentNo: z.string(),
  /** ShipmentStatus code of the line's shipment. */
  status: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string(),
  skuName: z.string(),
  skuNameEn: z.string(),
  model: z.string(),
  /** The UNIT dictionary's label of the line's unit, and its English label. */
  unit: z.string(),
  unitEn: z.string(),
  unitPrice: z.string(),
  shippedNum: z.number().int(),
  arrivedNum: z.number().int(),
  /** Pieces arrived on an accepted shipment. */
  acceptedNum: z.number().int(),
  createdAt: z.string(),
  arrivedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type InspectionDetailRow = z.infer<typeof inspectionDetailRowSchema>;

/** The acceptance details export's columns: a row per shipment line of the acceptance list's shipments. */
export const inspectionDetailColumns = defineColumns<InspectionDetailRow, ReceivingField>(receivingGlossary, [
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
