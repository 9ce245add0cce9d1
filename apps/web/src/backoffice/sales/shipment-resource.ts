import { querySupplierShipmentList, ShipmentStatus, supplierShipmentColumns } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { pageColumns } from '../../resources/page-columns';
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
  columns: pageColumns(supplierShipmentColumns, { status: { view: shipmentStatusTag, width: 100 } }),
});
