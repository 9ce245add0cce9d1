import { type Shipment, shipmentMachine } from '@procuremart/contract';
import { arrivalRegister, confirmArrive, rejectArrive } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';
import type { RowAction } from '../../resources/types';

type ShipmentEvent = (typeof shipmentMachine)['transitions'][number]['event'];

/**
 * The receiver's shipment steps from the shipment machine: register arrival (every line in full; the
 * acceptance list offers per-line quantities in a modal), accept, reject with a reason. Shown only where the
 * server says this user may take the step now (`actions`: the machine's table and the receiver rule), so
 * any shipment list or the order detail's shipments tab can use them.
 */
export const shipmentActions: RowAction<Shipment>[] = machineActions<Shipment, ShipmentEvent>(
  shipmentMachine,
  {
    events: ['registerArrival', 'accept', 'reject'],
    danger: ['reject'],
    run: (shipment, event, { remark }) => {
      if (event === 'registerArrival')
        return api(arrivalRegister, { shipmentId: shipment.shipmentId, lines: [] });
      if (event === 'accept') return api(confirmArrive, { shipmentId: shipment.shipmentId });
      return api(rejectArrive, { shipmentId: shipment.shipmentId, reason: remark });
    },
  },
).row.map((action) => ({
  ...action,
  visible: (shipment: Shipment) => action.event !== undefined && shipment.actions.includes(action.event),
}));
