// @vitest-environment happy-dom
import { changePrice } from '@procuremart/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import i18n from '../i18n';
import { renderWithApp } from '../test/render';
import { defineLines, linesInput } from './define-lines';
import { LinesEditor } from './LinesEditor';
import { showLinesErrors } from './lines-errors';

/** A line of the test editor: a SKU, its new prices (the call's items) and a quantity (only totalled). */
interface Line {
  skuId: string;
  skuName: string;
  sale?: string;
  market?: string;
  qty?: number;
}

const lines = defineLines(changePrice, 'items', {
  titleKey: 'resource.lines',
  testId: 't',
  columns: [{ field: 'skuName', titleKey: 'pricing.field.skuName' }],
  cells: [
    {
      name: 'sale',
      itemField: 'salePrice',
      titleKey: 'pricing.field.newSalePrice',
      control: { kind: 'money' },
      total: true,
    },
    {
      name: 'market',
      itemField: 'marketPrice',
      titleKey: 'pricing.field.newMarketPrice',
      control: { kind: 'money' },
      dependsOn: ['sale'],
    },
    {
      name: 'qty',
      itemField: false,
      titleKey: 'pricing.field.stock',
      control: { kind: 'count', max: () => 5 },
      total: true,
    },
  ],
  // A line without a sale price is left out of the call.
  item: (line: Line) =>
    line.sale === undefined
      ? null
      : { skuId: line.skuId, salePrice: line.sale, ...(line.market ? { marketPrice: line.market } : {}) },
  add: { blank: () => ({ skuId: 'new', skuName: '' }), max: 3, min: 1, labelKey: 'resource.save' },
});

const slow = { timeout: 10_000 };
const save = vi.fn();

function Harness({ initial }: { initial: Line[] }) {
  const [form] = Form.useForm();
  const submit = async () => {
    if (
      !(await form.validateFields().then(
        () => true,
        () => false,
      ))
    )
      return;
    const { items, lineOf } = linesInput(lines, form.getFieldValue('items'));
    try {
      await save(items);
    } catch (error) {
      showLinesErrors(form, lines, error, lineOf);
    }
  };
  return (
    <Form form={form} initialValues={{ items: initial }}>
      <LinesEditor lines={lines} />
      <Button onClick={() => void submit()} data-testid="submit">
        save
      </Button>
    </Form>
  );
}

const two: Line[] = [
  { skuId: '1', skuName: '订书机', sale: '0.10', qty: 1 },
  { skuId: '2', skuName: '回形针', sale: '0.20', qty: 2 },
];
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const row = (n: number) => screen.getByTestId(`t-row-${n}`);

afterEach(async () => {
  cleanup();
  save.mockReset();
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('defineLines / LinesEditor', () => {
  it('checks each cell with the call’s item schema and says so under that cell, in either language', async () => {
    renderWithApp(<Harness initial={two} />);
    type('t-sale-1', '12.345');
    await waitFor(
      () => expect(within(row(1)).getByText('请输入正确的金额（不能以0开头，最多两位小数）')).toBeTruthy(),
      slow,
    );
    expect(within(row(0)).queryByText(/请输入正确的金额/)).toBeNull();

    // A rule across two cells of the line (the item schema's): the market price is never below the sale price.
    type('t-market-0', '0.05');
    await waitFor(() => expect(within(row(0)).getByText('市场价不能低于销售价')).toBeTruthy(), slow);

    await act(() => i18n.changeLanguage('en-US'));
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(
      () => expect(within(row(0)).getByText('The market price cannot be below the sale price')).toBeTruthy(),
      slow,
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('adds lines up to the limit, focusing the new line, and removes them down to the minimum', async () => {
    renderWithApp(<Harness initial={[two[0]]} />);
    expect(screen.queryByTestId('t-remove-0')).toBeNull();
    fireEvent.click(screen.getByTestId('t-add'));
    await waitFor(() => expect(row(1)).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('t-sale-1')));
    fireEvent.click(screen.getByTestId('t-add'));
    await waitFor(() => expect(row(2)).toBeTruthy());
    expect((screen.getByTestId('t-add') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('t-remove-1'));
    fireEvent.click(screen.getByTestId('t-remove-0'));
    await waitFor(() => expect(screen.queryByTestId('t-row-1')).toBeNull());
    expect(screen.queryByTestId('t-remove-0')).toBeNull();
    expect((screen.getByTestId('t-add') as HTMLButtonElement).disabled).toBe(false);
  });

  it('totals amounts exactly as decimals and counts as whole numbers, following what is typed', async () => {
    renderWithApp(<Harness initial={two} />);
    const total = () => screen.getByTestId('lines-total').textContent;
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(total()).toContain('0.30');
    expect(total()).toContain('3');
    type('t-sale-1', '1000.05');
    await waitFor(() => expect(total()).toContain('1,000.15'), slow);
    // A malformed amount adds nothing (it is refused under its cell).
    type('t-sale-0', 'abc');
    await waitFor(() => expect(total()).toContain('1,000.05'), slow);
  });

  it('checks the lines as a whole with the field’s schema: no line left in the call', async () => {
    renderWithApp(<Harness initial={[{ skuId: '1', skuName: '订书机' }]} />);
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('t-lines-error', {}, slow)).textContent).toContain(
      '请至少添加一个 SKU',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the server’s path errors on the line the item came from, and an id’s on the line’s first cell', async () => {
    save.mockRejectedValue(
      new ApiError({
        code: '9999',
        respDesc: '参数错误',
        errors: [
          { field: 'items.1.marketPrice', message: '服务端：市场价不对' },
          { field: 'items.0.skuId', message: '服务端：该商品已有待审核的变更申请' },
        ],
      }),
    );
    // The first line has no sale price: the call's item 0 is the second line, item 1 the third.
    renderWithApp(<Harness initial={[{ skuId: '9', skuName: '留空' }, ...two]} />);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(save).toHaveBeenCalled(), slow);
    expect(save.mock.calls[0][0]).toEqual([
      { skuId: '1', salePrice: '0.10' },
      { skuId: '2', salePrice: '0.20' },
    ]);
    await waitFor(() => expect(within(row(2)).getByText('服务端：市场价不对')).toBeTruthy(), slow);
    expect(within(row(1)).getByText('服务端：该商品已有待审核的变更申请')).toBeTruthy();
    expect(within(row(0)).queryByText(/服务端/)).toBeNull();
  });

  it('says the lines’ refusal as a whole under the lines', async () => {
    save.mockRejectedValue(new ApiError({ code: '8888', respDesc: '同一商品只能填写一次', field: 'items' }));
    renderWithApp(<Harness initial={two} />);
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('t-lines-error', {}, slow)).textContent).toContain(
      '同一商品只能填写一次',
    );
  });
});
