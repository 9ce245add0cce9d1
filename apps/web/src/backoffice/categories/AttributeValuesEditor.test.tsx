// @vitest-environment happy-dom

import type { CategoryAttribute } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { AttributeValuesEditor } = await import('./AttributeValuesEditor');

const slow = { timeout: 15_000 };
const colour: CategoryAttribute = {
  attributeId: '31',
  categoryId: '7',
  groupId: '2',
  groupName: '规格参数',
  groupNameEn: 'Specs',
  name: '颜色',
  nameEn: 'Colour',
  sortNo: 1,
  isVariant: true,
  required: true,
  inUse: true,
  values: [
    { valueId: '101', value: '红色', valueEn: 'red', sortNo: 10, inUse: true },
    { valueId: '102', value: '蓝色', valueEn: 'blue', sortNo: 20, inUse: false },
    { valueId: '103', value: '黑色', valueEn: 'black', sortNo: 30, inUse: false },
  ],
};

afterEach(() => {
  cleanup();
  api.mockReset();
});

const callsOf = (name: string) =>
  api.mock.calls.filter(([ref]) => ref.name === name).map(([, input]) => input);

describe('the attribute values editor', () => {
  it('lists the values in order and moves one down by sending the whole new order', async () => {
    api.mockResolvedValue({ attributeId: '31' });
    renderWithApp(<AttributeValuesEditor attribute={colour} onClose={() => undefined} />);
    const rows = await screen.findAllByTestId(/^value-\d/, {}, slow);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('红色'),
      expect.stringContaining('蓝色'),
      expect.stringContaining('黑色'),
    ]);
    fireEvent.click(within(screen.getByTestId('value-102')).getByRole('button', { name: '下移' }));
    await waitFor(() => expect(callsOf('ucc_sortAttributeValues')).toHaveLength(1), slow);
    expect(callsOf('ucc_sortAttributeValues')[0]).toEqual({
      attributeId: '31',
      valueIds: ['101', '103', '102'],
    });
  });

  it('adds a value in both languages after the last one and keeps a held value from being deleted', async () => {
    api.mockResolvedValue({ valueId: '104' });
    renderWithApp(<AttributeValuesEditor attribute={colour} onClose={() => undefined} />);
    const held = await screen.findByTestId('value-101', {}, slow);
    expect(within(held).getByRole('button', { name: '删除' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('value-103')).getByRole('button', { name: '删除' })).toHaveProperty(
      'disabled',
      false,
    );
    fireEvent.change(screen.getByLabelText('新的属性值'), { target: { value: ' 白色 ' } });
    // Without its English the value cannot be added.
    expect(screen.getByTestId('value-add')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('英文属性值'), { target: { value: ' white ' } });
    fireEvent.click(screen.getByTestId('value-add'));
    await waitFor(() => expect(callsOf('ucc_saveAttributeValue')).toHaveLength(1), slow);
    expect(callsOf('ucc_saveAttributeValue')[0]).toEqual({
      attributeId: '31',
      value: '白色',
      valueEn: 'white',
      sortNo: 40,
    });
  });

  it('corrects the English of a value goods hold while its Chinese stays as it is', async () => {
    api.mockResolvedValue({ valueId: '101' });
    renderWithApp(<AttributeValuesEditor attribute={colour} onClose={() => undefined} />);
    const held = await screen.findByTestId('value-101', {}, slow);
    fireEvent.click(within(held).getByRole('button', { name: '编辑' }));
    expect(within(held).getByLabelText('属性值')).toHaveProperty('disabled', true);
    fireEvent.change(within(held).getByLabelText('英文属性值'), { target: { value: 'scarlet' } });
    fireEvent.click(within(held).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(callsOf('ucc_saveAttributeValue')).toHaveLength(1), slow);
    expect(callsOf('ucc_saveAttributeValue')[0]).toEqual({
      attributeId: '31',
      valueId: '101',
      value: '红色',
      valueEn: 'scarlet',
      sortNo: 10,
    });
  });
});
