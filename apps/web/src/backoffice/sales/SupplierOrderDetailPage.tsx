import { type OrderDetail, SHIPPING_NOTE_PRINT_PAGE, type Shipment } from '@procuremart/contract';
import { getOrderDetail } from '@procuremart/contract/refs';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import type { RowAction } from '../../resources/types';
import { OrderDetailView } from '../orders/OrderDetailView';
import { detailActions } from '../orders/order-actions';
import { openPrint, printAddress } from '../receiving/print-sheet';
import { cancelApplyAudit } from './cancel-apply-resource';
import { confirmActions, deliverAction } from './supplier-order-actions';

const load = (orderId: string) => api(getOrderDetail, { orderId });

/** The pending cancellation application of an order the supplier may answer, if any. */
const pendingApplication = (order: OrderDetail) =>
  order.cancelApplications.find((application) => application.actions.length > 0);

/**
 * Answers to a pending cancellation application from the order's footer: shown only while one waits for
 * this supplier, run on that application.
 */
const applicationFooter: RowAction<OrderDetail>[] = cancelApplyAudit.rowActions.map((action) => ({
  ...action,
  event: undefined,
  machine: undefined,
  visible: (order) => pendingApplication(order)?.actions.includes(action.key) ?? false,
  run: (order, input) => {
    const application = pendingApplication(order);
    return application ? action.run(application, input) : undefined;
  },
}));

/** Each shipment's delivery note, printed to go with the goods. */
const printNote: RowAction<Shipment> = {
  key: 'printNote',
  labelKey: 'sales.action.printNote',
  run: (shipment) => openPrint(printAddress(SHIPPING_NOTE_PRINT_PAGE, shipment)),
};

/**
 * An order of the supplier in its own tab (`supplierOrderDetails?orderId=…`): confirm, refuse, deliver; print a
 * shipment's delivery note.
 */
export default function SupplierOrderDetailPage() {
  const navigate = useNavigate();
  const actions = [...detailActions([...confirmActions.row, deliverAction(navigate)]), ...applicationFooter];
  return (
    <OrderDetailView
      page="supplierOrderDetails"
      load={load}
      actions={actions}
      shipmentActions={[printNote]}
    />
  );
}
