// @vitest-environment happy-dom
import type { Page } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ResourceList } from './ResourceList';
import type { ListDescriptor, ListQueryInput } from './types';

interface Order {
  orderId: string;
  orderNo: string;
  status: string;
  amount: string;
}

const rows: Order[] = [
  { orderId: '1', orderNo: 'PO-001', status: 'open', amount: '0.10' },
  { orderId: '2', orderNo: 'PO-002', status: 'open', amount: '0.20' },
];

function descriptor(query: (input: ListQueryInput) => Promise<Page<Order>>): ListDescriptor<Order> {
  return {
    listKey: 'orders',
    titleKey: 'resource.lines',
    rowKey: 'orderId',
    queryKey: ['test', 'orders', Math.random()],
    query,
    columns: [
      { field: 'orderNo', titleKey: 'opsLog.field.targetId', sortField: 'orderNo' },
      { field: 'amount', titleKey: 'resource.export', view: { kind: 'amount' }, summary: true },
    ],
    filters: [
      { kind: 'text', name: 'orderNo', labelKey: 'opsLog.field.targetId' },
      {
        kind: 'multiSelect',
        name: 'statuses',
        labelKey: 'opsLog.field.result',
        options: [
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ],
      },
      {
        kind: 'amountRange',
        name: 'amount',
        labelKey: 'resource.export',
        fromName: 'amountFrom',
        toName: 'amountTo',
      },
      {
        kind: 'dateRange',
        name: 'createdAt',
        labelKey: 'opsLog.field.createdAt',
        fromName: 'from',
        toName: 'to',
      },
    ],
  };
}

const page = (list: Order[], total = list.length, pageNo = 1): Page<Order> => ({
  rows: list,
  total,
  pageNo,
  pageSize: 10,
});

afterEach(cleanup);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

describe('ResourceList', () => {
  it('sends the typed filters, the amount range and the page and sums the amounts exactly', async () => {
    const query = vi.fn(async (_input: ListQueryInput) => page(rows));
    renderWithApp(<ResourceList descriptor={descriptor(query)} />);
    await screen.findByText('PO-001');
    // 0.10 + 0.20 is 0.30 exactly, never 0.30000000000000004.
    expect(within(screen.getByTestId('list-summary')).getByText('0.30')).toBeTruthy();
    expect(query).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });

    fireEvent.change(screen.getByTestId('filter-orderNo'), { target: { value: '  PO-00 ' } });
    fireEvent.change(screen.getByTestId('filter-amount-from'), { target: { value: '10.5' } });
    fireEvent.change(screen.getByTestId('filter-amount-to'), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() =>
      expect(query).toHaveBeenLastCalledWith({
        orderNo: 'PO-00',
        amountFrom: '10.5',
        amountTo: '99',
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('sends a multi-select as a list and a date range from the first day to the end of the last', async () => {
    const { toListFilters } = await import('./list-query');
    const filters = descriptor(async () => page([])).filters ?? [];
    const result = toListFilters(filters, {
      statuses: ['open', 'closed'],
      createdAt: [dayjs('2026-03-01T10:00:00'), dayjs('2026-03-05T00:00:00')],
    });
    expect(result.statuses).toEqual(['open', 'closed']);
    expect(dayjs(result.from as string).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 00:00:00');
    expect(dayjs(result.to as string).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-05 23:59:59');
    expect(toListFilters(filters, { statuses: [] })).toEqual({});
  });

  it('sorts by the server field of the clicked column and pages on the server', async () => {
    const query = vi.fn(async (input: ListQueryInput) => page(rows, 25, input.pageNo));
    renderWithApp(<ResourceList descriptor={descriptor(query)} />);
    await screen.findByText('PO-001');
    fireEvent.click(screen.getAllByText('操作对象').find((el) => el.closest('th')) as HTMLElement);
    await waitFor(() =>
      expect(query).toHaveBeenLastCalledWith({
        pageNo: 1,
        pageSize: 10,
        sort: { field: 'orderNo', order: 'ASC' },
      }),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(query.mock.lastCall?.[0]).toMatchObject({ pageNo: 2 }));
  });

  it('says nothing matches only once the first answer is there (loading until then)', async () => {
    let answer!: (value: Page<Order>) => void;
    const pending = new Promise<Page<Order>>((done) => {
      answer = done;
    });
    renderWithApp(<ResourceList descriptor={descriptor(() => pending)} />);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText('没有符合条件的记录，可调整筛选条件后重新查询')).toBeNull();
    answer(page([]));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows the empty state and the error state with a retry', async () => {
    renderWithApp(<ResourceList descriptor={descriptor(async () => page([]))} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    cleanup();

    const failing = vi.fn().mockRejectedValueOnce({ respDesc: '服务暂不可用' }).mockResolvedValue(page(rows));
    renderWithApp(<ResourceList descriptor={descriptor(failing)} />);
    expect(await screen.findByText('服务暂不可用')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-retry'));
    expect(await screen.findByText('PO-002')).toBeTruthy();
  });

  it('opens on the tab a link names (a workbench to-do), else the first', async () => {
    const query = vi.fn(async (_input: ListQueryInput) => page(rows));
    const tabbed = {
      ...descriptor(query),
      tabs: {
        filter: 'tab',
        items: [
          { value: 'all', labelKey: 'resource.export' },
          { value: 'waiting', labelKey: 'resource.lines' },
        ],
      },
    };
    renderWithApp(<ResourceList descriptor={tabbed} />, { path: '/index/orders?tab=waiting' });
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(query.mock.calls.every(([input]) => input.tab === 'waiting')).toBe(true);
    cleanup();

    query.mockClear();
    renderWithApp(<ResourceList descriptor={tabbed} />, { path: '/index/orders?tab=unknown' });
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(query.mock.calls[0]?.[0].tab).toBe('all');
  });

  it('names each cell’s column, which the phone layout shows beside the value (rows become cards)', async () => {
    renderWithApp(<ResourceList descriptor={descriptor(async () => page(rows))} />);
    const cell = (await screen.findByText('PO-001')).closest('td');
    expect(cell?.getAttribute('data-label')).toBe('操作对象');
    const row = cell?.closest('tr') as HTMLElement;
    expect(within(row).getByText('0.10').closest('td')?.getAttribute('data-label')).toBe('导出');
    expect(screen.getByText('PO-001').closest('.pm-card-table')).not.toBeNull();
  });

  it('hides a column from the settings and remembers it for the user', async () => {
    renderWithApp(<ResourceList descriptor={descriptor(async () => page(rows))} />);
    await screen.findByText('PO-001');
    fireEvent.click(screen.getByTestId('column-settings-button'));
    fireEvent.click(await screen.findByTestId('column-toggle-orderNo'));
    await waitFor(() => expect(screen.queryByText('PO-001')).toBeNull());
    expect(JSON.parse(localStorage.getItem('columns:9001:orders') ?? '[]')).toEqual(['orderNo']);
    localStorage.clear();
  });

  it('offers no export button until an export call is given', async () => {
    renderWithApp(<ResourceList descriptor={descriptor(async () => page(rows))} />);
    await screen.findByText('PO-001');
    expect(screen.queryByTestId('list-export')).toBeNull();
  });

  it('opens a row in the detail page its view names, the row’s id in the page’s parameter', async () => {
    const list: ListDescriptor<Order> = {
      ...descriptor(async () => page([...rows, { ...rows[0], orderId: 'a&b', orderNo: 'PO-003' }])),
      view: { page: 'agrMyOrderDetail', params: (order) => ({ orderId: order.orderId }) },
    };
    renderWithApp(
      <>
        <ResourceList descriptor={list} />
        <Address />
      </>,
      { path: '/index/agrMyOrder' },
    );
    await screen.findByText('PO-003');
    const views = screen.getAllByTestId('action-view');
    expect(views.map((button) => button.textContent?.replace(/\s/g, ''))).toEqual(['查看', '查看', '查看']);
    fireEvent.click(views[2] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/index/agrMyOrderDetail?orderId=a%26b'),
    );
  });
});
