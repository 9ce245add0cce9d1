// @vitest-environment happy-dom
import type { Settlement, SettlementGroup, SettlementLine } from '@procuremart/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { renderWithApp } from '../../test/render';
import { SettlementGroups } from './SettlementGroups';
import { SettlementTotals } from './SettlementTotals';

afterEach(cleanup);

const line = (
  skuId: string,
  name: string,
  price: string,
  num: number,
  problem: SettlementLine['problem'] = null,
): SettlementLine => ({
  cartId: null,
  skuId,
  supplierShopId: '1',
  skuName: name,
  skuNameEn: '',
  supplierSkuCode: '',
  model: '',
  unit: 'PCS',
  brandName: '',
  brandNameEn: '',
  picture: '/x.png',
  price,
  taxRate: '13.00',
  num,
  amount: (Number(price) * num).toFixed(2),
  stock: problem === 'insufficientStock' ? 2 : 100,
  orgUnitId: null,
  groupNo: null,
  problem,
});

const group = (
  key: string,
  supplier: string,
  lines: SettlementLine[],
  money: [string, string, string],
): SettlementGroup => ({
  groupKey: key,
  supplierId: key,
  supplierName: supplier,
  supplierNameEn: '',
  supplierShopId: key,
  shopName: `${supplier}旗舰店`,
  shopNameEn: '',
  orgUnitId: null,
  orgUnitName: '',
  orgUnitNameEn: '',
  groupNo: null,
  lines,
  goodsAmount: money[0],
  freight: money[1],
  freightFreeAbove: '100.00',
  amount: money[2],
  deliveryDaysMin: 2,
  deliveryDaysMax: 4,
});

const settlement: Settlement = {
  source: 'cart',
  groupWay: 'noSplitGroup',
  groups: [
    group(
      '1',
      '测试五金',
      [line('11', '中性笔', '12.34', 2), line('12', '冲击钻', '19.99', 5, 'insufficientStock')],
      ['24.68', '10.00', '34.68'],
    ),
    group('2', '测试劳保', [line('21', '手套', '7.77', 1)], ['7.77', '0.00', '7.77']),
  ],
  kinds: 2,
  pieces: 3,
  goodsAmount: '32.45',
  freight: '10.00',
  payable: '42.45',
  payableInWords: '肆拾贰元肆角伍分',
  needsApproval: false,
  problemCount: 1,
  addresses: [],
  invoiceTitles: [],
  payMethods: [],
  orgUnits: [],
  ownOrgUnitId: null,
};

describe('settlement display', () => {
  it('shows one card per supplier order with its lines, freight, delivery range and amount', () => {
    renderWithApp(<SettlementGroups settlement={settlement} remarks={{}} onRemark={() => {}} />);
    const cards = screen.getAllByTestId('checkout-group');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByTestId('checkout-group-supplier').textContent).toBe('测试五金');
    expect(first.getAllByTestId('checkout-line')).toHaveLength(2);
    expect(first.getByTestId('checkout-line-problem').textContent).toBe('库存不足，仅剩 2 件');
    expect(first.getByTestId('checkout-group-freight').textContent).toBe('¥10.00');
    expect(first.getByTestId('checkout-group-amount').textContent).toBe('¥34.68');
    expect(first.getByText('预计 2–4 天送达')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('checkout-group-freight').textContent).toBe('免运费');
  });

  it("under the buyer's own groups, shows each order's group and lets each line move to another group of its shop", async () => {
    const grouped: Settlement = {
      ...settlement,
      groupWay: 'orderGroup',
      groups: settlement.groups.map((g) => ({
        ...g,
        groupNo: 1,
        lines: g.lines.map((l) => ({ ...l, supplierShopId: g.supplierShopId, groupNo: 1 })),
      })),
    };
    const moves: [string, number][] = [];
    renderWithApp(
      <SettlementGroups
        settlement={grouped}
        remarks={{}}
        onRemark={() => {}}
        onLineGroup={(skuId, groupNo) => moves.push([skuId, groupNo])}
      />,
    );
    const cards = screen.getAllByTestId('checkout-group');
    expect(within(cards[0]!).getByText('第 1 组', { selector: '.ant-tag' })).toBeTruthy();
    const pickers = screen.getAllByTestId('checkout-line-group');
    expect(pickers).toHaveLength(3);
    fireEvent.mouseDown(within(pickers[0]!).getByRole('combobox'));
    // The first shop has two lines, so two groups; the second shop's single line has one.
    const option = await screen.findByTitle('第 2 组');
    fireEvent.click(option);
    expect(moves).toEqual([['11', 2]]);
  });

  it('shows the totals with the capital amount and the lines left out', () => {
    renderWithApp(<SettlementTotals settlement={settlement} />);
    expect(screen.getByTestId('checkout-goods-amount').textContent).toBe('¥32.45');
    expect(screen.getByTestId('checkout-freight').textContent).toBe('¥10.00');
    expect(screen.getByTestId('checkout-payable').textContent).toBe('¥42.45');
    expect(screen.getByTestId('checkout-payable-words').textContent).toBe('大写：肆拾贰元肆角伍分');
    expect(screen.getByText('1 种商品当前无法购买，不会提交')).toBeTruthy();
    expect(screen.queryByTestId('checkout-approval')).toBeNull();
  });

  it('warns before submission when the total needs the organisation’s approval', () => {
    renderWithApp(<SettlementTotals settlement={{ ...settlement, needsApproval: true }} />);
    const warning = screen.getByTestId('checkout-approval').textContent;
    expect(warning).toContain('需经本单位审批');
    expect(warning).toContain('审批通过后才能支付');
  });

  it('writes English punctuation in English: colons and brackets, and names the capital amount as such', async () => {
    renderWithApp(
      <>
        <SettlementGroups settlement={settlement} remarks={{}} onRemark={() => {}} />
        <SettlementTotals settlement={settlement} />
      </>,
    );
    await act(() => i18n.changeLanguage('en-US'));
    const first = screen.getAllByTestId('checkout-group')[0]!;
    const freight = within(first).getByTestId('checkout-group-freight').parentElement;
    expect(freight?.textContent).toBe('Shipping: ¥10.00 (Free shipping from ¥100.00)');
    expect(screen.getByTestId('checkout-payable').parentElement?.textContent).toBe('Total payable: ¥42.45');
    expect(screen.getByTestId('checkout-payable-words').textContent).toBe(
      'Amount in Chinese capitals: 肆拾贰元肆角伍分',
    );
    expect(document.body.textContent).not.toMatch(/[：（）]/);
  });
});
