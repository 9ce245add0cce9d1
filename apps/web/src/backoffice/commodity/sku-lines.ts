import { MAX_SKUS_PER_SPU, saveSpu } from '@procuremart/contract';
import { defineLines } from '../../resources/define-lines';
import { emptySkuRow, type SkuRowValues, skuInput } from './commodity-form-values';

/**
 * The goods form's SKU rows (saveSpu.skus): code, model, unit, prices, tax rate and stock per SKU, each row
 * checked by the contract's SKU schema (the market price never below the sale price); at least one row.
 * The spec attributes' cells depend on the category and are added by the page (SkuRows).
 */
export const skuLines = defineLines(saveSpu, 'skus', {
  titleKey: 'commodity.section.skus',
  testId: 'sku',
  cells: [
    { name: 'supplierSkuCode', titleKey: 'commodity.field.supplierSkuCode', control: { kind: 'text' } },
    { name: 'model', titleKey: 'commodity.field.model', control: { kind: 'text' } },
    { name: 'unit', titleKey: 'commodity.field.unit', control: { kind: 'dict', code: 'UNIT' } },
    { name: 'salePrice', titleKey: 'commodity.field.salePrice', control: { kind: 'money' } },
    {
      name: 'marketPrice',
      titleKey: 'commodity.field.marketPrice',
      control: { kind: 'money' },
      dependsOn: ['salePrice'],
    },
    { name: 'taxRate', titleKey: 'commodity.field.taxRate', control: { kind: 'dict', code: 'TAX_RATE' } },
    { name: 'stock', titleKey: 'commodity.field.stock', control: { kind: 'count' } },
  ],
  item: (line: SkuRowValues) => skuInput(line),
  add: { blank: emptySkuRow, max: MAX_SKUS_PER_SPU, min: 1, labelKey: 'commodity.action.addSku' },
  lineLabel: (line, at) => line.supplierSkuCode || `SKU ${at + 1}`,
});
