import { defineAuditTarget } from '../audit';
import { ShipmentStatus, type ShipmentStatusCode } from '../dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';
import { ORDER_PERMISSION } from './order';

/**
 * One shipment of a supplier order (a delivery with its lines): the buyer (or the organisation's receiving
 * person) registers what arrived, then accepts it or rejects it with a reason; a rejected shipment's pieces
 * may be shipped again. The system accepts what the buyer leaves untouched `order.autoReceiveDays` after
 * delivery.
 */
export const shipmentMachine = defineMachine({
  name: 'shipment',
  audit: {
    target: defineAuditTarget('shipment', bilingual('发货单', 'Shipment')),
    events: {
      registerArrival: bilingual('到货登记', 'Register arrival'),
      accept: bilingual('验收通过', 'Accept delivery'),
      reject: bilingual('拒收', 'Reject delivery'),
      autoAccept: bilingual('自动验收', 'Accept delivery automatically'),
    },
    states: {
      [ShipmentStatus.shipped]: bilingual('已发货', 'Shipped'),
      [ShipmentStatus.arrived]: bilingual('已到货', 'Arrived'),
      [ShipmentStatus.accepted]: bilingual('已验收', 'Accepted'),
      [ShipmentStatus.rejected]: bilingual('已拒收', 'Rejected'),
    },
  },
  states: {
    [ShipmentStatus.shipped]: 'status.shipment.1',
    [ShipmentStatus.arrived]: 'status.shipment.2',
    [ShipmentStatus.accepted]: 'status.shipment.3',
    [ShipmentStatus.rejected]: 'status.shipment.4',
  } as Record<ShipmentStatusCode, string>,
  initial: [ShipmentStatus.shipped],
  final: [ShipmentStatus.accepted, ShipmentStatus.rejected],
  transitions: [
    {
      from: ShipmentStatus.shipped,
      event: 'registerArrival',
      to: ShipmentStatus.arrived,
      who: ['purchaser'],
      permission: ORDER_PERMISSION.acceptance,
      guard: 'throwIfNotReceiver',
    },
    {
      from: ShipmentStatus.arrived,
      event: 'accept',
      to: ShipmentStatus.accepted,
      who: ['purchaser'],
      permission: ORDER_PERMISSION.acceptance,
      guard: 'throwIfNotReceiver',
      remark: 'optional',
    },
    {
      from: ShipmentStatus.arrived,
      event: 'reject',
      to: ShipmentStatus.rejected,
      who: ['purchaser'],
      permission: ORDER_PERMISSION.acceptance,
      guard: 'throwIfNotReceiver',
      remark: 'required',
    },
    { from: ShipmentStatus.shipped, event: 'autoAccept', to: ShipmentStatus.accepted, who: ['system'] },
    { from: ShipmentStatus.arrived, event: 'autoAccept', to: ShipmentStatus.accepted, who: ['system'] },
  ],
});
