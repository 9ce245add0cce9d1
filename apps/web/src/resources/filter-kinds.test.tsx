// @vitest-environment happy-dom
import type { Page } from '@procuremart/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { renderWithApp } from '../test/render';
import { toListFilters } from './list-query';
import { ResourceList } from './ResourceList';
import type { FilterDescriptor, ListDescriptor, ListQueryInput, Option } from './types';

interface Row {
  id: string;
  name: string;
}

const suppliers: Option[] = [
  { value: '31', label: '京东' },
  { value: '32', label: '京瓷办公' },
  { value: '40', label: '震坤行' },
];

const categories: Option[] = [
  {
    value: '1',
    label: '办公用品',
    children: [{ value: '11', label: '文具', children: [{ value: '111', label: '订书机' }] }],
  },
];

function descriptor(
  query: (input: ListQueryInput) => Promise<Page<Row>>,
  search: (k: string) => Promise<readonly Option[]>,
) {
  const filters: FilterDescriptor[] = [
    { kind: 'remote', name: 'supplierId', labelKey: 'opsLog.field.targetId', search, debounceMs: 10 },
    { kind: 'tree', name: 'categoryId', labelKey: 'opsLog.field.targetType', options: categories },
    { kind: 'dict', name: 'status', labelKey: 'opsLog.field.result', code: 'ORDER_STATUS' },
  ];
  const list: ListDescriptor<Row> = {
    listKey: 'filter-kinds',
    titleKey: 'resource.lines',
    rowKey: 'id',
    queryKey: ['test', 'filter-kinds', Math.random()],
    query,
    columns: [{ field: 'name', titleKey: 'opsLog.field.targetId' }],
    filters,
  };
  return list;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The status filter's dictionary, as the server answers it. */
const dictionaryServer = () =>
  fakeServer({
    cfc_getDictionaryVersion: () => ({ version: '1' }),
    cfc_queryDictionaries: () => ({
      ORDER_STATUS: [{ code: '02', label: '待审批', labelEn: 'Awaiting approval', sort: 1 }],
    }),
  });

describe('filter kinds', () => {
  it('a remote select searches as the user types and sends the picked value', async () => {
    const query = vi.fn(async (_input: ListQueryInput) => ({ rows: [], total: 0, pageNo: 1, pageSize: 10 }));
    const search = vi.fn(async (keyword: string) =>
      suppliers.filter((s) => String(s.label).includes(keyword)),
    );
    dictionaryServer();
    renderWithApp(<ResourceList descriptor={descriptor(query, search)} />);
    const box = (await screen.findByTestId('filter-supplierId')).querySelector('input') as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '京' } });
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('京'));
    expect(await screen.findByText('京瓷办公')).toBeTruthy();
    expect(screen.queryByText('震坤行')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('京瓷办公')));
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() =>
      expect(query).toHaveBeenLastCalledWith({ supplierId: '32', pageNo: 1, pageSize: 10 }),
    );
  });

  it('a tree sends the last node picked and a dictionary its code', () => {
    const filters = descriptor(vi.fn(), vi.fn()).filters ?? [];
    expect(toListFilters(filters, { categoryId: ['1', '11', '111'], status: '02' })).toEqual({
      categoryId: '111',
      status: '02',
    });
    expect(toListFilters(filters, { categoryId: ['1'] })).toEqual({ categoryId: '1' });
    expect(toListFilters(filters, { categoryId: [], status: undefined })).toEqual({});
  });
});
