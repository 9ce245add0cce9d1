import { deliverGoods, type OrderLine } from '@procuremart/contract';
import { defineLines } from '../../resources/define-lines';

/** An order line as the delivery form shows it: what was ordered and shipped, and the pieces to ship now. */
export interface DeliveryLine {
  orderLineId: string;
  skuName: string;
  skuNameEn: string;
  model: string;
  unit: string;
  ordered: number;
  shippedNum: number;
  left: number;
  /** Pieces shipped now: 0 or blank leaves the line out. */
  num: number | null | undefined;
}

const leftOf = (line: OrderLine) => Math.max(0, line.num - line.shippedNum);

/** The lines still to ship, each at what is left by default. */
export const deliveryLinesOf = (lines: readonly OrderLine[]): DeliveryLine[] =>
  lines
    .filter((line) => leftOf(line) > 0)
    .map((line) => ({
      orderLineId: line.orderLineId,
      skuName: line.skuName,
      skuNameEn: line.skuNameEn,
      model: line.model,
      unit: line.unit,
      ordered: line.num,
      shippedNum: line.shippedNum,
      left: leftOf(line),
      num: leftOf(line),
    }));

/** The delivery's lines (deliverGoods.lines): pieces per order line, never more than is left. */
export const deliveryLines = defineLines(deliverGoods, 'lines', {
  titleKey: 'sales.deliver.linesTitle',
  testId: 'deliver',
  rowKey: 'orderLineId',
  columns: [
    {
      field: 'skuName',
      titleKey: 'sales.deliver.skuName',
      view: { kind: 'localName', enField: 'skuNameEn' },
    },
    { field: 'model', titleKey: 'sales.deliver.model' },
    { field: 'unit', titleKey: 'sales.deliver.unit', view: { kind: 'unit' } },
    { field: 'ordered', titleKey: 'sales.deliver.ordered' },
    { field: 'shippedNum', titleKey: 'sales.deliver.shipped' },
    { field: 'left', titleKey: 'sales.deliver.left' },
  ],
  cells: [
    {
      name: 'num',
      titleKey: 'sales.deliver.num',
      control: { kind: 'count', max: (line) => line.left },
      total: true,
    },
  ],
  item: (line: DeliveryLine) =>
    typeof line.num === 'number' && line.num > 0 ? { orderLineId: line.orderLineId, num: line.num } : null,
  lineLabel: (line) => line.skuName,
  emptyKey: 'sales.deliver.nothingLeft',
});
