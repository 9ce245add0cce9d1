import { describe, expect, it } from 'vitest';
import { acceptanceFormOf, deliveryNoteOf } from './print-sheet';
import { deliveredOrder } from './test-fixtures';

describe('print sheets', () => {
  it('a delivery note prices the shipment’s pieces at the ordered unit prices, with the capital total', () => {
    const sheet = deliveryNoteOf(deliveredOrder(), '31');
    expect(sheet?.lines.map((l) => [l.skuName, l.num, l.amount])).toEqual([
      ['得力 中性笔 0.5mm 黑色', 3, '37.02'],
      ['回形针 28mm', 2, '0.20'],
    ]);
    expect([sheet?.total, sheet?.capitalTotal, sheet?.shipmentNo]).toEqual([
      '37.22',
      '叁拾柒元贰角贰分',
      'SH2026000031',
    ]);
    expect([sheet?.carrier, sheet?.waybillNo]).toEqual(['顺丰速运', 'SF1001']);
    expect(deliveryNoteOf(deliveredOrder(), '999')).toBeNull();
  });

  it('an acceptance form counts the accepted pieces of every line', () => {
    const sheet = acceptanceFormOf(deliveredOrder());
    expect(sheet.lines.map((l) => [l.num, l.amount])).toEqual([
      [3, '37.02'],
      [2, '0.20'],
    ]);
    expect([sheet.kind, sheet.total, sheet.capitalTotal, sheet.date]).toEqual([
      'acceptance',
      '37.22',
      '叁拾柒元贰角贰分',
      '2026-11-22T02:00:00.000Z',
    ]);
  });
});
