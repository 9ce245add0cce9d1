// @vitest-environment happy-dom
import type { Page } from '@procuremart/contract';
import { commitDownloadTask } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../test/render';
import { ResourceList } from './ResourceList';
import type { ListDescriptor, ListQueryInput } from './types';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

afterEach(() => {
  cleanup();
  api.mockReset();
});

interface Brand {
  brandId: string;
  brandName: string;
}
const page: Page<Brand> = { rows: [{ brandId: '1', brandName: '得力' }], total: 1, pageNo: 1, pageSize: 10 };
const query = vi.fn(async (_input: ListQueryInput) => page);
const descriptor: ListDescriptor<Brand> = {
  listKey: 'brands',
  titleKey: 'resource.lines',
  rowKey: 'brandId',
  queryKey: ['test', 'brands', 'export'],
  query,
  columns: [{ field: 'brandName', titleKey: 'resource.lines' }],
  filters: [{ kind: 'text', name: 'brandName', labelKey: 'resource.lines' }],
  defaultSort: { field: 'brandName', order: 'DESC' },
  exportKind: 'brand',
};

describe('list export', () => {
  it('commits a download task with the applied filters and sort and points to My downloads', async () => {
    api.mockResolvedValue({ taskId: '7', kind: 'brand' });
    renderWithApp(<ResourceList descriptor={descriptor} />, {
      user: operator(['brandManage', 'myDownloads']),
    });
    await screen.findByText('得力');
    fireEvent.change(screen.getByTestId('filter-brandName'), { target: { value: '得' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    // Export what the list shows: wait until the search has been applied (the form submits asynchronously).
    await waitFor(() => expect(query).toHaveBeenCalledWith(expect.objectContaining({ brandName: '得' })));
    fireEvent.click(await screen.findByTestId('list-export'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        commitDownloadTask,
        { kind: 'brand', filters: { brandName: '得', sort: { field: 'brandName', order: 'DESC' } } },
        { notify: false },
      ),
    );
    // The notice comes with the feedback chunk, loaded on first use (slow under a busy test run).
    expect(await screen.findByText('导出任务已提交', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('open-downloads')).toBeTruthy();
  });

  it('offers no export to a user without My downloads', async () => {
    renderWithApp(<ResourceList descriptor={descriptor} />, { user: operator(['brandManage']) });
    await screen.findByText('得力');
    expect(screen.queryByTestId('list-export')).toBeNull();
  });
});
