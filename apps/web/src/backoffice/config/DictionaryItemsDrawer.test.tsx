// @vitest-environment happy-dom
import type { Dictionary, DictionaryItem } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { DictionaryItemsDrawer } = await import('./DictionaryItemsDrawer');

const slow = { timeout: 10_000 };
const dictionary: Dictionary = {
  dictCode: 'UNIT',
  name: '计量单位',
  nameEn: 'Unit',
  open: true,
  itemCount: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const item = (code: string, sortNo: number): DictionaryItem => ({
  itemId: `${sortNo}`,
  dictCode: 'UNIT',
  code,
  label: code === 'pcs' ? '个' : '台',
  labelEn: code,
  sortNo,
  status: 1,
  builtIn: true,
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
});
const callsOf = (name: string) =>
  api.mock.calls.filter(([call]) => call.name === name).map(([, input]) => input);

beforeEach(() => {
  api.mockImplementation(async (call: { name: string }, input: Record<string, unknown>) => {
    if (call.name === 'cfc_queryDictionaryItems') return { items: [item('pcs', 10), item('set', 20)] };
    return { ...item(String(input.code ?? 'pcs'), 30), ...input };
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const fill = async (field: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(field, undefined, slow), { target: { value } });

describe('DictionaryItemsDrawer', () => {
  it('adds an item to the open dictionary after its last one, with the glossary’s labels', async () => {
    renderWithApp(<DictionaryItemsDrawer dictionary={dictionary} onClose={() => undefined} />);
    await screen.findByText('台', {}, slow);
    fireEvent.click(screen.getByTestId('dict-item-add'));
    expect(await screen.findByText('新增字典项', { selector: '.ant-modal-title' }, slow)).toBeTruthy();
    expect((document.querySelector('#sortNo') as HTMLInputElement).value).toBe('30');
    await fill('编码', 'box');
    await fill('中文名称', '箱');
    await fill('英文名称', 'box');
    await clickSave();
    await waitFor(() => expect(callsOf('cfc_addDictionaryItem')).toHaveLength(1), slow);
    expect(callsOf('cfc_addDictionaryItem')[0]).toEqual({
      dictCode: 'UNIT',
      code: 'box',
      label: '箱',
      labelEn: 'box',
      sortNo: 30,
    });
    expect(await screen.findByText('字典项已新增', {}, slow)).toBeTruthy();
  }, 30_000);

  it('edits an item’s labels with the version it was read with, without its code', async () => {
    renderWithApp(<DictionaryItemsDrawer dictionary={dictionary} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('dict-item-edit-set', {}, slow));
    expect(await screen.findByText('编辑字典项', {}, slow)).toBeTruthy();
    expect(document.querySelector('#code')).toBeNull();
    await fill('中文名称', '套');
    await clickSave();
    await waitFor(() => expect(callsOf('cfc_updateDictionaryItem')).toHaveLength(1), slow);
    expect(callsOf('cfc_updateDictionaryItem')[0]).toEqual({
      itemId: '20',
      version: 3,
      label: '套',
      labelEn: 'set',
      sortNo: 20,
    });
    expect(await screen.findByText('字典项已保存', {}, slow)).toBeTruthy();
  }, 30_000);
});
