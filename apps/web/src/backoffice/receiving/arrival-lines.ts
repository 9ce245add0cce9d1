import { arrivalRegister, type ShipmentLine } from '@procuremart/contract';
import { defineLines } from '../../resources/define-lines';

/** A shipment line as arrival registration shows it: what was shipped, and the pieces that arrived. */
export interface ArrivalLine {
  orderLineId: string;
  skuName: string;
  skuNameEn: string;
  model: string;
  unit: string;
  shippedNum: number;
  num: number | null | undefined;
}

/** The shipment's lines, each arrived in full by default. */
export const arrivalLinesOf = (lines: readonly ShipmentLine[]): ArrivalLine[] =>
  lines.map((line) => ({
    orderLineId: line.orderLineId,
    skuName: line.skuName,
    skuNameEn: line.skuNameEn,
    model: line.model,
    unit: line.unit,
    shippedNum: line.num,
    num: line.num,
  }));

/** Arrival registration's lines (arrivalRegister.lines): 0 to the shipped number of each line. */
export const arrivalLines = defineLines(arrivalRegister, 'lines', {
  titleKey: 'receiving.register.title',
  testId: 'arrival-register',
  rowKey: 'orderLineId',
  columns: [
    {
      field: 'skuName',
      titleKey: 'receiving.field.skuName',
      view: { kind: 'localName', enField: 'skuNameEn' },
    },
    { field: 'model', titleKey: 'receiving.field.model' },
    { field: 'unit', titleKey: 'receiving.field.unit', view: { kind: 'unit' } },
    { field: 'shippedNum', titleKey: 'receiving.field.shippedNum' },
  ],
  cells: [
    {
      name: 'num',
      titleKey: 'receiving.field.arrivedNum',
      control: { kind: 'count', max: (line) => line.shippedNum, maxKey: 'receiving.register.arrivedTooMany' },
      total: true,
    },
  ],
  item: (line: ArrivalLine) => ({ orderLineId: line.orderLineId, num: line.num as number }),
  lineLabel: (line) => line.skuName,
});
