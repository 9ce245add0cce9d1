// Settlement centre (fsc): invoices and bills.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

/** Invoice types: ordinary invoice, VAT special invoice. */
export const InvoiceType = { ordinary: '00', vatSpecial: '01' } as const;

export const financeDictionaries = {
  INVOICE_TYPE: {
    name: bilingual('发票类型', 'Invoice type'),
    open: false,
    items: [
      item(InvoiceType.ordinary, '增值税普通发票', 'VAT ordinary invoice'),
      item(InvoiceType.vatSpecial, '增值税专用发票', 'VAT special invoice'),
    ],
  },
  BILL_TYPE: {
    name: bilingual('结算单类型', 'Bill type'),
    open: false,
    items: [
      item('01', '订单结算单', 'Order statement'),
      item('02', '月结对账单', 'Monthly statement'),
      item('03', '退款单', 'Refund bill'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
