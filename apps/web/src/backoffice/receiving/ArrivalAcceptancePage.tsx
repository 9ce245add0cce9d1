import {
  ACCEPTANCE_PRINT_PAGE,
  type ArrivalRow,
  ORDER_DETAIL_PAGE,
  ShipmentStatus,
} from '@procuremart/contract';
import { allArrivalAccept } from '@procuremart/contract/refs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { pageAction } from '../../resources/page-view';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { ArrivalRegisterModal } from './ArrivalRegisterModal';
import { arrivalList } from './arrival-resource';
import { openPrint, printAddress } from './print-sheet';
import { shipmentActions } from './shipment-actions';

/**
 * Arrival and acceptance (agrArrivalAcceptance): shipments by tab (to register, to accept, accepted,
 * rejected, all); register arrival with per-line quantities, accept, reject with a reason, accept a whole
 * order's arrivals, print the delivery note or the acceptance form, export acceptance details.
 */
export default function ArrivalAcceptancePage() {
  const navigate = useNavigate();
  const [registering, setRegistering] = useState<ArrivalRow | null>(null);
  // Registration asks for per-line quantities in a modal instead of the machine action's plain confirmation.
  const steps: RowAction<ArrivalRow>[] = shipmentActions.map((action) =>
    action.event === 'registerArrival'
      ? {
          ...action,
          confirm: undefined,
          successKey: undefined,
          run: (row: ArrivalRow) => setRegistering(row),
        }
      : action,
  );
  const rowActions: RowAction<ArrivalRow>[] = [
    ...steps,
    {
      key: 'acceptAll',
      labelKey: 'receiving.action.acceptAll',
      visible: (row) => row.actions.includes('accept'),
      confirm: { titleKey: 'receiving.confirm.acceptAll', descriptionKey: 'receiving.confirm.acceptAllHint' },
      successKey: 'receiving.success.acceptAll',
      run: (row) => api(allArrivalAccept, { orderId: row.orderId }),
    },
    pageAction(
      navigate,
      {
        page: ORDER_DETAIL_PAGE,
        params: (row) => ({ orderId: row.orderId }),
        labelKey: 'receiving.action.viewOrder',
      },
      'viewOrder',
    ),
    {
      key: 'printNote',
      labelKey: 'receiving.action.printNote',
      run: (row) => openPrint(printAddress(ACCEPTANCE_PRINT_PAGE, row)),
    },
    {
      key: 'printForm',
      labelKey: 'receiving.action.printForm',
      visible: (row) => row.status === ShipmentStatus.accepted,
      run: (row) => openPrint(printAddress(ACCEPTANCE_PRINT_PAGE, { orderId: row.orderId })),
    },
  ];
  return (
    <>
      <ArrivalRegisterModal shipment={registering} onClose={() => setRegistering(null)} />
      <ResourceList descriptor={arrivalList} rowActions={rowActions} />
    </>
  );
}
