import { changePrice, type PricingSkuRow, updateStock } from '@procuremart/contract';
import { defineLines } from '../../resources/define-lines';

/** A SKU in the price editor: its prices now, and the new ones typed. */
export interface PriceLine {
  skuId: string;
  skuName: string;
  salePrice: string;
  marketPrice: string;
  newSalePrice?: string;
  /** Left empty: the SKU keeps its market price. */
  newMarketPrice?: string;
}

export const priceLinesOf = (rows: readonly PricingSkuRow[]): PriceLine[] =>
  rows.map((row) => ({ ...pick(row), newSalePrice: row.salePrice, newMarketPrice: '' }));

const pick = ({ skuId, skuName, salePrice, marketPrice }: PricingSkuRow) => ({
  skuId,
  skuName,
  salePrice,
  marketPrice,
});

/** New prices of many SKUs in one call (changePrice.items); a refusal names the item and field. */
export const priceLines = defineLines(changePrice, 'items', {
  titleKey: 'pricing.title.priceEditor',
  testId: 'price',
  columns: [
    { field: 'skuName', titleKey: 'pricing.field.skuName' },
    { field: 'salePrice', titleKey: 'pricing.field.salePrice', view: { kind: 'amount' } },
    { field: 'marketPrice', titleKey: 'pricing.field.marketPrice', view: { kind: 'amount' } },
  ],
  cells: [
    {
      name: 'newSalePrice',
      itemField: 'salePrice',
      titleKey: 'pricing.field.newSalePrice',
      control: { kind: 'money' },
    },
    {
      name: 'newMarketPrice',
      itemField: 'marketPrice',
      titleKey: 'pricing.field.newMarketPrice',
      control: { kind: 'money', placeholderKey: 'pricing.marketPriceHint' },
      dependsOn: ['newSalePrice'],
    },
  ],
  item: (line: PriceLine) => ({
    skuId: line.skuId,
    salePrice: line.newSalePrice?.trim() as string,
    ...(line.newMarketPrice ? { marketPrice: line.newMarketPrice.trim() } : {}),
  }),
  lineLabel: (line) => line.skuName,
});

/** A SKU in the stock editor: its stock now, and the new one. */
export interface StockLine {
  skuId: string;
  skuName: string;
  supplierSkuCode: string;
  stock: number;
  newStock: number | null | undefined;
}

export const stockLinesOf = (rows: readonly PricingSkuRow[]): StockLine[] =>
  rows.map(({ skuId, skuName, supplierSkuCode, stock }) => ({
    skuId,
    skuName,
    supplierSkuCode,
    stock,
    newStock: stock,
  }));

/** The stock of many SKUs in one call (updateStock.items), all or nothing. */
export const stockLines = defineLines(updateStock, 'items', {
  titleKey: 'pricing.title.stockEditor',
  testId: 'stock',
  columns: [
    { field: 'skuName', titleKey: 'pricing.field.skuName' },
    { field: 'supplierSkuCode', titleKey: 'pricing.field.supplierSkuCode' },
    { field: 'stock', titleKey: 'pricing.field.stock' },
  ],
  cells: [
    { name: 'newStock', itemField: 'stock', titleKey: 'pricing.field.newStock', control: { kind: 'count' } },
  ],
  item: (line: StockLine) => ({ skuId: line.skuId, stock: line.newStock as number }),
  lineLabel: (line) => line.skuName,
});
