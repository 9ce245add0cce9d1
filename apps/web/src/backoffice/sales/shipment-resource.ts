import { querySupplierShipmentList, ShipmentStatus } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { orgNameView } from '../../resources/name-views';
import { salesKeys } from './keys';

/** Shipment status tags: waiting in colour, accepted green, rejected red (labels from SHIPMENT_STATUS). */
export const shipmentStatusTag = {
  kind: 'dict',
  code: 'SHIPMENT_STATUS',
  colors: {
    [ShipmentStatus.shipped]: 'blue',
    [ShipmentStatus.arrived]: 'cyan',
    [ShipmentStatus.accepted]: 'green',
    [ShipmentStatus.rejected]: 'red',
  },
} as const;

/** The supplier's shipments (arrivalRegistration) with their arrival and acceptance. */
export const shipmentList = defineList(querySupplierShipmentList, {
  listKey: 'supplierShipments',
  titleKey: 'sales.shipmentsTitle',
  rowKey: 'shipmentId',
  queryKey: salesKeys.shipments(),
  emptyHintKey: 'sales.shipmentsEmptyHint',
  filters: [
    { kind: 'text', name: 'orderNo', labelKey: 'order.field.orderNo', maxLength: 24 },
    { kind: 'text', name: 'waybillNo', labelKey: 'sales.field.waybillNo', maxLength: 40 },
    { kind: 'dict', name: 'status', labelKey: 'sales.field.shipmentStatus', code: 'SHIPMENT_STATUS' },
    {
      kind: 'dateRange',
      name: 'createdAt',
      labelKey: 'sales.field.shippedAt',
      fromName: 'createdFrom',
      toName: 'createdTo',
    },
  ],
  columns: [
    { field: 'shipmentNo', titleKey: 'sales.field.shipmentNo' },
    { field: 'orderNo', titleKey: 'order.field.orderNo' },
    { field: 'status', titleKey: 'sales.field.shipmentStatus', view: shipmentStatusTag, width: 100 },
    { field: 'orgName', titleKey: 'order.field.orgName', view: orgNameView },
    { field: 'carrier', titleKey: 'sales.field.carrier' },
    { field: 'waybillNo', titleKey: 'sales.field.waybillNo' },
    { field: 'delivererName', titleKey: 'sales.field.delivererName', hidden: true },
    { field: 'delivererMobile', titleKey: 'sales.field.delivererMobile', hidden: true },
    { field: 'pieces', titleKey: 'sales.field.pieces' },
    { field: 'arrivedPieces', titleKey: 'sales.field.arrivedPieces' },
    {
      field: 'createdAt',
      titleKey: 'sales.field.shippedAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
    { field: 'arrivedAt', titleKey: 'sales.field.arrivedAt', view: { kind: 'datetime' } },
    { field: 'remark', titleKey: 'sales.field.remark', hidden: true },
  ],
});
