import type { QuickOrderCheckedLine } from '@procuremart/contract';
import { fireEvent, screen } from '@testing-library/react';

// Checked lines and the paste-and-check step the fast-order page tests share (purchaser and visitor).

export const quickOrderSku = (skuId: string, skuName: string, stock = 5) => ({
  skuId,
  supplierShopId: '2',
  supplierId: '3',
  shopName: '测试五金旗舰店',
  shopNameEn: '',
  supplierName: '测试五金',
  supplierNameEn: '',
  skuName,
  skuNameEn: '',
  model: 'M-1',
  unit: '个',
  price: '12.34',
  stock,
  stockState: stock > 10 ? ('inStock' as const) : ('lowStock' as const),
});

export const missingLine: QuickOrderCheckedLine = {
  code: 'NOPE',
  num: 1,
  mergedLines: 1,
  sku: null,
  problem: 'notFound',
  problemText: '商品不存在',
};

/** Types the list into the box, checks it and waits for the table. */
export async function pasteAndCheck(text: string) {
  fireEvent.change(screen.getByTestId('quick-order-input'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('quick-order-check'));
  return screen.findByTestId('quick-order-table');
}
