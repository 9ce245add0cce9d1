import {
  type ACCEPTANCE_PRINT_PAGE,
  multiplyMoney,
  type OrderDetail,
  type PageParams,
  pageLink,
  type SHIPPING_NOTE_PRINT_PAGE,
  sumMoney,
  toChineseAmount,
} from '@procuremart/contract';

/** SPEC §9: the print dialog opens this long after the print view asks for it (the page settles first). */
export const PRINT_DELAY_MS = 5_000;

/**
 * The print view's address (a hidden page opened in a new browser tab): a shipment's delivery note, or (no
 * shipment) the order's acceptance form. The buyer's page is printAcceptOrder, the supplier's
 * printShippingNote: one view under each side's menu.
 */
export const printAddress = (
  page: typeof ACCEPTANCE_PRINT_PAGE | typeof SHIPPING_NOTE_PRINT_PAGE,
  params: PageParams<typeof ACCEPTANCE_PRINT_PAGE>,
) => `#${pageLink(page, { orderId: params.orderId, shipmentId: params.shipmentId })}`;
export const openPrint = (address: string) => window.open(address, '_blank', 'noopener');

export interface PrintLine {
  key: string;
  skuName: string;
  skuNameEn: string;
  model: string;
  unit: string;
  unitPrice: string;
  num: number;
  amount: string;
}

/** What a printed form shows: a shipment's delivery note or an order's acceptance form. */
export interface PrintSheet {
  kind: 'delivery' | 'acceptance';
  orderNo: string;
  shipmentNo: string | null;
  /** The delivery note's carrier and waybill number ('' when delivered by the supplier's own people). */
  carrier: string;
  waybillNo: string;
  /** Delivered by the supplier's own people: who, with a phone number. */
  deliverer: string;
  /** The shipment's date (delivery note) or the last acceptance's (acceptance form); ISO text. */
  date: string;
  lines: PrintLine[];
  total: string;
  capitalTotal: string;
}

function sheetOf(
  order: OrderDetail,
  kind: PrintSheet['kind'],
  lines: PrintLine[],
  extra: Pick<PrintSheet, 'shipmentNo' | 'date' | 'carrier' | 'waybillNo' | 'deliverer'>,
): PrintSheet {
  const total = sumMoney('0', ...lines.map((l) => l.amount));
  return { kind, orderNo: order.orderNo, lines, total, capitalTotal: toChineseAmount(total), ...extra };
}

/** A shipment's delivery note: its lines at the ordered unit prices. Null when the order has no such shipment. */
export function deliveryNoteOf(order: OrderDetail, shipmentId: string): PrintSheet | null {
  const shipment = order.shipments.find((s) => s.shipmentId === shipmentId);
  if (!shipment) return null;
  const lines = shipment.lines.flatMap((line) => {
    const ordered = order.lines.find((l) => l.orderLineId === line.orderLineId);
    if (!ordered) return [];
    return [
      {
        key: line.orderLineId,
        skuName: ordered.skuName,
        skuNameEn: ordered.skuNameEn,
        model: ordered.model,
        unit: ordered.unit,
        unitPrice: ordered.unitPrice,
        num: line.num,
        amount: multiplyMoney(ordered.unitPrice, line.num),
      },
    ];
  });
  return sheetOf(order, 'delivery', lines, {
    shipmentNo: shipment.shipmentNo,
    date: shipment.createdAt,
    carrier: shipment.carrier,
    waybillNo: shipment.waybillNo,
    deliverer: `${shipment.delivererName} ${shipment.delivererMobile}`.trim(),
  });
}

/** An order's acceptance form: every line with the pieces accepted so far. */
export function acceptanceFormOf(order: OrderDetail): PrintSheet {
  const lines = order.lines.map((line) => ({
    key: line.orderLineId,
    skuName: line.skuName,
    skuNameEn: line.skuNameEn,
    model: line.model,
    unit: line.unit,
    unitPrice: line.unitPrice,
    num: line.acceptedNum,
    amount: multiplyMoney(line.unitPrice, line.acceptedNum),
  }));
  const decided = order.shipments.map((s) => s.decidedAt ?? '').sort();
  const date = order.completedAt ?? decided.at(-1) ?? order.createdAt;
  return sheetOf(order, 'acceptance', lines, {
    shipmentNo: null,
    date: date || order.createdAt,
    carrier: '',
    waybillNo: '',
    deliverer: '',
  });
}
