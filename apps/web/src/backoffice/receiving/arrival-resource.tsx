import {
  arrivalListColumns,
  queryArrivalAcceptList,
  ShipmentStatus,
  shipmentMachine,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { pageColumns } from '../../resources/page-columns';
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
  columns: pageColumns(arrivalListColumns, {
    status: { view: shipmentStatusTag, width: 110 },
    pieces: { width: 100 },
    arrivedPieces: { width: 100 },
    rejectReason: { view: { kind: 'text', ellipsis: true } },
  }),
});
