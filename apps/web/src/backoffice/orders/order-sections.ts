import type { OrderDetail } from '@procuremart/contract';
import type { DetailSection, Row } from '../../resources/types';

/** What a checkout snapshots for all its orders: the receiver's address and the invoice. */
type ReceiverAndInvoice = Row &
  Pick<
    OrderDetail,
    | 'receiverName'
    | 'receiverMobile'
    | 'receiverPhone'
    | 'receiverAddress'
    | 'invoiceType'
    | 'invoiceTitle'
    | 'invoiceCreditCode'
  >;

/**
 * The receiver and invoice sections of an order's detail, the same on a supplier order (OrderDetailView) and
 * on its checkout (the operators' parent order detail).
 */
export function receiverAndInvoiceSections<D extends ReceiverAndInvoice>(): DetailSection<D>[] {
  return [
    {
      titleKey: 'order.section.receiver',
      items: [
        { field: 'receiverName' },
        { field: 'receiverMobile' },
        { field: 'receiverPhone' },
        { field: 'receiverAddress', span: 'filled' },
      ],
    },
    {
      titleKey: 'order.section.invoice',
      items: [
        {
          field: 'invoiceType',
          view: { kind: 'dict', code: 'INVOICE_TYPE' },
        },
        { field: 'invoiceTitle' },
        { field: 'invoiceCreditCode' },
      ],
    },
  ];
}
