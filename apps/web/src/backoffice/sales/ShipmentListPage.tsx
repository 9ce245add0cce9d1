import { SHIPPING_NOTE_PRINT_PAGE, ShipmentStatus, type SupplierShipmentRow } from '@procuremart/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageAction } from '../../resources/page-view';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { openPrint, printAddress } from '../receiving/print-sheet';
import { DeliveryInfoForm } from './DeliveryInfoForm';
import { salesKeys } from './keys';
import { shipmentList } from './shipment-resource';

const OPEN: string[] = [ShipmentStatus.shipped, ShipmentStatus.arrived];

/**
 * Shipments and arrival (arrivalRegistration): the supplier's shipments; correct delivery info in a modal, print
 * a shipment's delivery note to go with the goods.
 */
export default function ShipmentListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SupplierShipmentRow | null>(null);
  const rowActions: RowAction<SupplierShipmentRow>[] = [
    pageAction(
      navigate,
      {
        page: 'supplierOrderDetails',
        params: (shipment) => ({ orderId: shipment.orderId }),
        labelKey: 'sales.action.viewOrder',
      },
      'viewOrder',
    ),
    {
      key: 'editInfo',
      labelKey: 'sales.info.edit',
      visible: (shipment) => OPEN.includes(shipment.status),
      run: (shipment) => setEditing(shipment),
    },
    {
      key: 'printNote',
      labelKey: 'sales.action.printNote',
      run: (shipment) => openPrint(printAddress(SHIPPING_NOTE_PRINT_PAGE, shipment)),
    },
  ];
  return (
    <>
      <ResourceList descriptor={shipmentList} rowActions={rowActions} />
      {editing && (
        <DeliveryInfoForm
          shipment={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: salesKeys.all });
          }}
        />
      )}
    </>
  );
}
