import { queryArrivalAcceptList, ShipmentStatus, shipmentMachine } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { supplierNameView } from '../../resources/name-views';
import { receivingKeys } from './keys';

/** Shipment status tags (labels from the SHIPMENT_STATUS dictionary). */
export const shipmentStatusTag = {
  kind: 'dict',
  code: 'SHIPMENT_STATUS',
  colors: {
    [ShipmentStatus.shipped]: 'blue',
    [ShipmentStatus.arrived]: 'orange',
    [ShipmentStatus.accepted]: 'green',
    [ShipmentStatus.rejected]: 'red',
  },
} as const;

/** The acceptance list: shipments by status tab with counts, the receiving filters, an acceptance details export. */
export const arrivalList = defineList(queryArrivalAcceptList, {
  listKey: 'arrivalAcceptance',
  titleKey: 'receiving.listTitle',
  rowKey: 'shipmentId',
  queryKey: receivingKeys.arrivals(),
  machine: shipmentMachine,
  statusOf: (row) => row.status,
  emptyHintKey: 'receiving.emptyHint',
  exportKind: 'inspectionDetails',
  tabs: {
    filter: 'tab',
    items: [
      { value: 'toRegister', labelKey: 'receiving.tab.toRegister' },
      { value: 'toAccept', labelKey: 'receiving.tab.toAccept' },
      { value: 'accepted', labelKey: 'receiving.tab.accepted' },
      { value: 'rejected', labelKey: 'receiving.tab.rejected' },
      { value: 'all', labelKey: 'receiving.tab.all' },
    ],
  },
  filters: [
    { kind: 'text', name: 'orderNo', labelKey: 'receiving.field.orderNo', maxLength: 24 },
    { kind: 'text', name: 'supplierName', labelKey: 'receiving.field.supplierName', maxLength: 60 },
    { kind: 'text', name: 'waybillNo', labelKey: 'receiving.field.waybillNo', maxLength: 40 },
    {
      kind: 'dateRange',
      name: 'createdAt',
      labelKey: 'receiving.field.createdAt',
      fromName: 'createdFrom',
      toName: 'createdTo',
    },
  ],
  columns: [
    { field: 'shipmentNo', titleKey: 'receiving.field.shipmentNo' },
    { field: 'orderNo', titleKey: 'receiving.field.orderNo', sortField: 'orderNo' },
    { field: 'status', titleKey: 'receiving.field.status', view: shipmentStatusTag, width: 110 },
    {
      field: 'supplierName',
      titleKey: 'receiving.field.supplierName',
      view: supplierNameView,
    },
    { field: 'pieces', titleKey: 'receiving.field.pieces', width: 100 },
    { field: 'arrivedPieces', titleKey: 'receiving.field.arrivedPieces', width: 100 },
    { field: 'carrier', titleKey: 'receiving.field.carrier', hidden: true },
    { field: 'waybillNo', titleKey: 'receiving.field.waybillNo' },
    { field: 'buyerName', titleKey: 'receiving.field.buyerName', hidden: true },
    {
      field: 'rejectReason',
      titleKey: 'receiving.field.rejectReason',
      hidden: true,
      view: { kind: 'text', ellipsis: true },
    },
    {
      field: 'createdAt',
      titleKey: 'receiving.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
    { field: 'arrivedAt', titleKey: 'receiving.field.arrivedAt', view: { kind: 'datetime' }, hidden: true },
    {
      field: 'decidedAt',
      titleKey: 'receiving.field.decidedAt',
      view: { kind: 'datetime' },
      sortField: 'decidedAt',
      hidden: true,
    },
  ],
});
