// @vitest-environment happy-dom

import type { MemberSku } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllDomainTexts } from '../../i18n/domain-texts';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { RelatedGoodsEditor } = await import('./RelatedGoodsEditor');

const sku = (skuId: string, skuName: string, status = 1): MemberSku => ({
  skuId,
  skuName,
  supplierSkuCode: `CODE-${skuId}`,
  model: '',
  salePrice: '12.50',
  status,
  supplierName: '示例供应商',
});
const slow = { timeout: 15_000 };

beforeAll(() => loadAllDomainTexts(), 60_000);
afterEach(() => {
  cleanup();
  api.mockReset();
});

function respond(saved: unknown[]) {
  api.mockImplementation(async (call: { name: string }, input: unknown) => {
    if (call.name === 'ucc_queryRelatedGoodsSetting')
      return { spuId: '5', skus: [sku('11', '订书机甲'), sku('12', '订书机乙', 5)] };
    if (call.name === 'ucc_searchSkuCandidates')
      return { rows: [sku('11', '订书机甲'), sku('13', '订书钉丙')], total: 2, pageNo: 1, pageSize: 10 };
    if (call.name === 'ucc_saveRelatedGoods') {
      saved.push(input);
      return input;
    }
    throw new Error(`unexpected call ${call.name}`);
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the related goods editor', () => {
  it('reorders in a draft, saved only when asked, off-shelf ones marked', async () => {
    const saved: unknown[] = [];
    respond(saved);
    renderWithApp(<RelatedGoodsEditor spuId="5" />);
    await screen.findByText('订书机甲', undefined, slow);
    expect(within(rowOf('订书机乙')).getByText('强制下架')).toBeTruthy();
    const save = screen.getByTestId('related-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(rowOf('订书机甲')).getByText('下移'));
    await screen.findByText('有未保存的修改');
    const names = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    expect(names()[0]).toContain('订书机乙');
    expect(saved).toEqual([]);

    fireEvent.click(screen.getByTestId('related-save'));
    await waitFor(() => expect(saved).toEqual([{ spuId: '5', skuIds: ['12', '11'] }]), slow);
  });

  it('adds picked SKUs, the ones already related not pickable again', async () => {
    const saved: unknown[] = [];
    respond(saved);
    renderWithApp(<RelatedGoodsEditor spuId="5" />);
    await screen.findByText('订书机甲', undefined, slow);
    fireEvent.click(screen.getByTestId('related-add'));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    await within(dialog).findByText('订书钉丙', undefined, slow);
    const already = within(dialog).getByText('订书机甲').closest('tr') as HTMLElement;
    expect((already.querySelector('input[type=checkbox]') as HTMLInputElement).disabled).toBe(true);
    const fresh = within(dialog).getByText('订书钉丙').closest('tr') as HTMLElement;
    fireEvent.click(fresh.querySelector('input[type=checkbox]') as HTMLInputElement);
    await within(dialog).findByText(/已选：1/);
    fireEvent.click(within(dialog).getByText('确定添加'));

    await waitFor(() => expect(screen.getAllByText('订书钉丙').length).toBeGreaterThan(0), slow);
    fireEvent.click(screen.getByTestId('related-save'));
    await waitFor(() => expect(saved).toEqual([{ spuId: '5', skuIds: ['11', '12', '13'] }]), slow);
  });
});
