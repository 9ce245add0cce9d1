// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: PoolListPage } = await import('./PoolListPage');

const pool = {
  poolId: '3',
  code: 'mro',
  name: 'MRO工业品商品池',
  nameEn: 'MRO Goods Pool',
  description: '工具与紧固件',
  skuCount: 120,
  orgCount: 1,
};

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: Record<string, unknown>) => {
    switch (ref.name) {
      case 'ucc_queryPools':
        return { rows: [pool], total: 1, pageNo: 1, pageSize: 10 };
      case 'ucc_savePool':
        return { ...pool, ...input, poolId: '9', skuCount: 0, orgCount: 0 };
      case 'ucc_queryPoolSkus':
        return {
          rows: [
            {
              skuId: '101',
              skuName: '博世 电钻',
              skuNameEn: 'Bosch drill',
              supplierSkuCode: 'BS-1',
              supplierName: '华南工业品',
              supplierNameEn: '',
              price: '399',
              onShelf: true,
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 10,
        };
      case 'ucc_queryPoolOrgs':
        return [{ id: '1', name: '华东智造集团有限公司', nameEn: '' }];
      case 'cfc_queryDictionaries':
        return { dictionaries: [] };
      default:
        return {};
    }
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const errorUnder = async (field: string, text: string) =>
  waitFor(
    () => {
      const item = document.querySelector(`#${field}`)?.closest('.ant-form-item');
      expect(item?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(text);
    },
    { timeout: 10_000 },
  );

describe('the goods pool page', { timeout: 60_000 }, () => {
  it('lists pools, refuses a bad code under the field and saves a new pool', async () => {
    renderWithApp(<PoolListPage />, { user: operator(['commodityPollList']) });
    expect(await screen.findByText('MRO工业品商品池')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();

    fireEvent.click(screen.getByTestId('pool-create'));
    await clickSave();
    await errorUnder('code', '此项为必填项');
    fireEvent.change(document.querySelector('#code') as Element, { target: { value: 'a b' } });
    await errorUnder('code', '编码只能包含字母、数字、“-”和“_”');
    expect(api.mock.calls.some(([ref]) => ref.name === 'ucc_savePool')).toBe(false);

    fireEvent.change(document.querySelector('#code') as Element, { target: { value: 'safety' } });
    fireEvent.change(document.querySelector('#name') as Element, { target: { value: '安全商品池' } });
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_savePool' }),
          expect.objectContaining({ code: 'safety', name: '安全商品池' }),
          { notify: false },
        ),
      { timeout: 10_000 },
    );
  });

  it('opens a pool’s goods and granted organisations', async () => {
    renderWithApp(<PoolListPage />, { user: operator(['commodityPollList']) });
    fireEvent.click(await screen.findByText('商品与授权'));
    expect(await screen.findByText('博世 电钻')).toBeTruthy();
    expect(screen.getByText('399.00')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ucc_queryPoolSkus' }),
      expect.objectContaining({ poolId: '3', pageNo: 1 }),
    );
    fireEvent.click(screen.getByRole('tab', { name: '授权单位' }));
    expect(await screen.findByText('华东智造集团有限公司')).toBeTruthy();
  });
});
