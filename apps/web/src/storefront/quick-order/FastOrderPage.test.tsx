// @vitest-environment happy-dom
import type { QuickOrderCheckedLine } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaser as purchaserUser, renderWithApp } from '../../test/render';
import { missingLine, pasteAndCheck, quickOrderSku } from './testing/quick-order-lines';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: FastOrderPage } = await import('./FastOrderPage');

const purchaser = purchaserUser(['myDownloads']);

const good: QuickOrderCheckedLine = {
  code: '101',
  num: 2,
  mergedLines: 2,
  sku: quickOrderSku('101', '得力 中性笔'),
  problem: null,
  problemText: null,
};
const short: QuickOrderCheckedLine = {
  code: '102',
  num: 9,
  mergedLines: 1,
  sku: quickOrderSku('102', '博世 冲击钻'),
  problem: 'insufficientStock',
  problemText: '库存不足，当前库存5',
};
const missing = missingLine;

const callsOf = (name: string) => api.mock.calls.filter(([call]) => call.name === name);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'usc_checkQuickOrder') return { lines: [good, short, missing] };
    if (call.name === 'usc_addShoppingCartLines') return { added: 1, totalNum: 3 };
    return {};
  });
});
afterEach(cleanup);

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/fastOrder" element={<FastOrderPage />} />
      <Route path="/placeAnOrder" element={<div data-testid="checkout-page" />} />
    </Routes>,
    { user: purchaser, path: '/fastOrder' },
  );
}

describe('FastOrderPage', () => {
  it('sends the pasted lines, shows each line’s problem and selects only the good ones', async () => {
    renderPage();
    expect(screen.getByTestId('quick-order-empty')).toBeTruthy();
    await pasteAndCheck('101\t1\n101 1\n102,9\nNOPE 1\nbad line');
    expect(callsOf('usc_checkQuickOrder')[0][1]).toEqual({
      lines: [
        { code: '101', num: 1 },
        { code: '101', num: 1 },
        { code: '102', num: 9 },
        { code: 'NOPE', num: 1 },
      ],
    });
    expect(screen.getByTestId('quick-order-unread').textContent).toContain('第 5 行：bad line');
    const problems = screen.getAllByTestId('line-problem').map((node) => node.textContent);
    expect(problems).toEqual([' 库存不足，当前库存5', ' 商品不存在']);
    expect(screen.getByTestId('line-good').textContent).toContain('可购买');
    expect(screen.getByTestId('line-merged').textContent).toContain('已合并 2 行相同编码');
    expect(screen.getByTestId('quick-order-summary').textContent).toBe('共 3 行，2 行有问题，已选 1 行');
    expect((screen.getByTestId('quick-order-input') as HTMLTextAreaElement).value).toBe('');
  });

  it('adds the chosen good lines to the cart in one request and says how many', async () => {
    renderPage();
    await pasteAndCheck('101 2');
    fireEvent.click(screen.getByTestId('quick-order-add-to-cart'));
    await waitFor(() => expect(callsOf('usc_addShoppingCartLines')).toHaveLength(1));
    expect(callsOf('usc_addShoppingCartLines')[0][1]).toEqual({
      lines: [{ skuId: '101', supplierShopId: '2', num: 2 }],
    });
    expect((await screen.findByText('已将 1 种商品加入购物车')).textContent).toBeTruthy();
  });

  it('asks to check again after a quantity changes, and deletes a line', async () => {
    renderPage();
    const table = await pasteAndCheck('101 2');
    const [quantity] = within(table).getAllByTestId('line-quantity');
    const input = (quantity.querySelector('input') ?? quantity) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3' } });
    await screen.findByTestId('line-edited');
    expect(screen.getByTestId('quick-order-summary').textContent).toBe('共 3 行，3 行有问题，已选 0 行');
    expect((screen.getByTestId('quick-order-add-to-cart') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(table).getAllByTestId('line-delete')[2]);
    await waitFor(() => expect(screen.queryByText('商品不存在')).toBeNull());
    fireEvent.click(screen.getByTestId('quick-order-recheck'));
    await waitFor(() => expect(callsOf('usc_checkQuickOrder')).toHaveLength(2));
    expect(callsOf('usc_checkQuickOrder')[1][1]).toEqual({
      lines: [
        { code: '101', num: 3 },
        { code: '102', num: 9 },
      ],
    });
  });

  it('takes the chosen lines to checkout', async () => {
    renderPage();
    await pasteAndCheck('101 2');
    fireEvent.click(screen.getByTestId('quick-order-checkout'));
    expect(await screen.findByTestId('checkout-page')).toBeTruthy();
  });
});
