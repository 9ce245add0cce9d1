// @vitest-environment happy-dom
import {
  bilingual,
  defineFilters,
  defineGlossary,
  filter,
  listFiltersOf,
  listInput,
  type Page,
} from '@procuremart/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { brandList } from '../backoffice/catalog/brand-resource';
import { renderWithApp } from '../test/render';
import { declaredFilters } from './declared-filters';
import { toListFilters } from './list-query';
import { ResourceList } from './ResourceList';
import type { ListDescriptor, ListQueryInput } from './types';

vi.mock('../api/client', () => ({ api: vi.fn() }));
const mockedApi = vi.mocked(api);
const emptyPage = { rows: [], total: 0, pageNo: 1, pageSize: 10 };

afterEach(() => {
  cleanup();
  mockedApi.mockReset();
});

// The label of a Form.Item points at its control (htmlFor): the control a label names.
const controlLabelled = (text: string) => {
  const label = screen
    .getAllByText(text)
    .map((element) => element.closest('label'))
    .find((found) => found !== null);
  return document.getElementById(label?.getAttribute('for') ?? '') as HTMLElement;
};

describe('filters declared in the contract', () => {
  it("render their control with the glossary's label and the schema's length limit", async () => {
    mockedApi.mockResolvedValue(emptyPage);
    renderWithApp(<ResourceList descriptor={brandList} />);
    const name = await screen.findByTestId('filter-brandName');
    // brandGlossary.brandName, and queryBrandList's `filter.text(60)`: nothing restates either on the web.
    expect(controlLabelled('品牌名称')).toBe(name);
    expect(name.getAttribute('maxlength')).toBe('60');
    expect(controlLabelled('状态')).toBeTruthy();
  });

  const glossary = defineGlossary('opsLog.field', {
    username: bilingual('操作人', 'Operator'),
    result: bilingual('结果', 'Result'),
    ip: bilingual('IP', 'IP'),
  });
  const probe = listInput(
    defineFilters(glossary, {
      username: filter.text(12),
      result: filter.choice(['success', 'failure'], {
        labels: { success: bilingual('成功了', 'Done'), failure: bilingual('失败了', 'Failed') },
      }),
      ip: filter.flag(),
      tab: filter.tab(['a', 'b']),
    }),
    ['username'] as const,
  );

  it('take their options from the contract where it has them, and send a yes/no as a boolean', async () => {
    const query = vi.fn(async (_input: ListQueryInput): Promise<Page<{ id: string }>> => emptyPage);
    const list: ListDescriptor<{ id: string }> = {
      listKey: 'declared-filters',
      titleKey: 'resource.lines',
      rowKey: 'id',
      queryKey: ['test', 'declared-filters', Math.random()],
      query,
      columns: [{ field: 'id', titleKey: 'opsLog.field.ip' }],
      filters: declaredFilters(listFiltersOf(probe)),
    };
    // The tab is shown as tabs, not as a control.
    expect(list.filters?.map((f) => f.name)).toEqual(['username', 'result', 'ip']);
    renderWithApp(<ResourceList descriptor={list} />);
    expect((await screen.findByTestId('filter-username')).getAttribute('maxlength')).toBe('12');
    const result = screen.getByTestId('filter-result').querySelector('input') as HTMLInputElement;
    await act(async () => fireEvent.mouseDown(result));
    await act(async () => fireEvent.click(await screen.findByText('失败了')));
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() =>
      expect(query).toHaveBeenLastCalledWith({ result: 'failure', pageNo: 1, pageSize: 10 }),
    );
    expect(toListFilters(list.filters ?? [], { ip: 'false', username: '  x ' })).toEqual({
      ip: false,
      username: 'x',
    });
  });

  it('refuse a pick whose page gives no options', () => {
    const picked = listInput(defineFilters(glossary, { username: filter.pick() }), ['username'] as const);
    expect(() => declaredFilters(listFiltersOf(picked))).toThrow(/username/);
    expect(declaredFilters(listFiltersOf(picked), { username: { options: [] } })).toMatchObject([
      { kind: 'select', name: 'username', labelKey: 'opsLog.field.username' },
    ]);
  });
});
