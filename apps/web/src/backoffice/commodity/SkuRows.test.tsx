// @vitest-environment happy-dom

import { DICT_CODES, type ListingAttribute } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { renderWithApp } from '../../test/render';
import { emptySkuRow } from './commodity-form-values';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { SkuRows } = await import('./SkuRows');

const colour: ListingAttribute = {
  attributeId: '7',
  name: '颜色',
  nameEn: 'Colour',
  isVariant: true,
  required: true,
  values: [
    { valueId: '71', value: '黑色', valueEn: 'black' },
    { valueId: '72', value: '白色', valueEn: 'white' },
  ],
};
const slow = { timeout: 10_000 };
/** What the unit select shows (its selected item's text). */
const unitSelect = (row: HTMLElement) =>
  row.querySelector('input[id$="unit"]')?.closest('.ant-select')?.textContent;

function Harness({ unit }: { unit?: string }) {
  return (
    <Form initialValues={{ skus: [{ ...emptySkuRow(), salePrice: '80.00', unit }] }}>
      <SkuRows specs={[colour]} />
    </Form>
  );
}

afterEach(() => {
  cleanup();
  api.mockReset();
  localStorage.clear();
});

function respond() {
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'cfc_getDictionaryVersion') return { version: '1' };
    if (call.name === 'cfc_queryDictionaries')
      return Object.fromEntries(
        DICT_CODES.map((code) => [
          code,
          code === 'UNIT' ? [{ code: 'PCS', label: '个', labelEn: 'piece', sort: 1 }] : [],
        ]),
      );
    throw new Error(`unexpected call ${call.name}`);
  });
}

describe('the SKU rows of the goods form', () => {
  it('adds rows and removes them down to one (the limit of 30 is the descriptor’s)', async () => {
    respond();
    renderWithApp(<Harness />);
    expect(screen.getByTestId('sku-row-0')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '颜色' })).toBeTruthy();
    expect(screen.queryByTestId('sku-remove-0')).toBeNull();
    fireEvent.click(screen.getByTestId('sku-add'));
    await waitFor(() => expect(screen.getByTestId('sku-row-1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('sku-remove-1'));
    await waitFor(() => expect(screen.queryByTestId('sku-row-1')).toBeNull());
    expect(screen.queryByTestId('sku-remove-0')).toBeNull();
  });

  it('says so under the market price when it is below the sale price', async () => {
    respond();
    renderWithApp(<Harness />);
    const row = screen.getByTestId('sku-row-0');
    const market = row.querySelector('input[id$="marketPrice"]') as HTMLInputElement;
    fireEvent.change(market, { target: { value: '50.00' } });
    await waitFor(() => expect(screen.getByText('市场价不能低于销售价')).toBeTruthy(), slow);
    fireEvent.change(market, { target: { value: '90.00' } });
    await waitFor(() => expect(screen.queryByText('市场价不能低于销售价')).toBeNull(), slow);
  });

  it('shows the unit by its name in the current language, not its code', async () => {
    respond();
    renderWithApp(<Harness unit="PCS" />);
    const row = screen.getByTestId('sku-row-0');
    await waitFor(() => expect(unitSelect(row)).toBe('个'), slow);
    await i18n.changeLanguage('en-US');
    await waitFor(() => expect(unitSelect(row)).toBe('piece'), slow);
  });
});
