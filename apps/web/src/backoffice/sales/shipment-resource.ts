import { querySupplierShipmentList, supplierShipmentColumns } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { pageColumns } from '../../resources/page-columns';
import { salesKeys } from './keys';

/** Shipment status tags: labels and colours from SHIPMENT_STATUS (waiting in colour, accepted green, rejected red). */
export const shipmentStatusTag = { kind: 'dict', code: 'SHIPMENT_STATUS' } as const;

/** The supplier's shipments (arrivalRegistration) with their arrival and acceptance. */
export const shipmentList = defineList(querySupplierShipmentList, {
  listKey: 'supplierShipments',
  titleKey: 'sales.shipmentsTitle',
  rowKey: 'shipmentId',
  queryKey: salesKeys.shipments(),
  emptyHintKey: 'sales.shipmentsEmptyHint',
  columns: pageColumns(supplierShipmentColumns, { status: { view: shipmentStatusTag, width: 100 } }),
});
