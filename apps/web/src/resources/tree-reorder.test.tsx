// @vitest-environment happy-dom
import type { CategoryRow } from '@procuremart/contract';
import { sortCategories } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { operator, renderWithApp } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ResourceTree } = await import('./ResourceTree');
const { categoryTree } = await import('../backoffice/categories/category-tree');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };
const row = (categoryId: string, parentId: string | null, name: string, sortNo: number): CategoryRow => ({
  categoryId,
  parentId,
  code: categoryId.padStart(2, '0'),
  name,
  nameEn: '',
  level: parentId === null ? 1 : 2,
  sortNo,
  version: 3,
  isLeaf: false,
  status: 1,
  goodsCount: 0,
  attributeCount: 0,
});
const saved = [
  row('1', null, '办公用品', 10),
  row('2', null, '五金工具', 20),
  row('3', null, '劳保用品', 30),
];
const child = row('9', '1', '书写工具', 10);

/** The tree call answers `rows` until the reorder call, then what the server saved. */
function serve(rows: CategoryRow[], reorder: () => Promise<unknown>, after = rows) {
  let reordered = false;
  api.mockImplementation((ref: { name: string }) => {
    if (ref.name === sortCategories.name) {
      reordered = true;
      return reorder();
    }
    return Promise.resolve({ categories: reordered ? after : rows });
  });
}
const topNames = () =>
  Array.from(document.querySelectorAll('tr[data-row-key]'))
    .map((tr) => tr.querySelector('td')?.textContent ?? '')
    .filter((name) => saved.some((r) => r.name === name));
const sortCalls = () => api.mock.calls.filter(([ref]) => ref.name === sortCategories.name);
const renderTree = () =>
  renderWithApp(<ResourceTree tree={categoryTree} />, { user: operator(['categoryManage']) });

describe('reordering a tree', () => {
  it('moves a row down among its siblings at once, saves the whole level with its versions', async () => {
    let answer: (value: unknown) => void = () => {};
    serve(saved, () => new Promise((resolve) => (answer = resolve)), [
      row('2', null, '五金工具', 10),
      row('1', null, '办公用品', 20),
      row('3', null, '劳保用品', 30),
    ]);
    renderTree();
    await screen.findByText('办公用品', {}, slow);
    expect(screen.getByTestId('tree-actions-1').textContent).toBe('下移');
    expect(screen.getByTestId('tree-actions-3').textContent).toBe('上移');
    fireEvent.click(screen.getByTestId('tree-actions-1').querySelector('[data-testid="action-moveDown"]')!);
    // Shown in the new order before the server answers.
    await waitFor(() => expect(topNames()).toEqual(['五金工具', '办公用品', '劳保用品']));
    expect(sortCalls()[0][1]).toEqual({
      parentId: null,
      siblings: [
        { categoryId: '2', version: 3 },
        { categoryId: '1', version: 3 },
        { categoryId: '3', version: 3 },
      ],
    });
    answer({ categories: [] });
    await screen.findByText('顺序已保存', {}, slow);
    expect(topNames()).toEqual(['五金工具', '办公用品', '劳保用品']);
  });

  it('goes back to the saved order when the server refuses (someone else reordered first)', async () => {
    serve(saved, () =>
      Promise.reject(new ApiError({ code: 'E409', respDesc: '该层级已被他人修改，请刷新后重新调整顺序' })),
    );
    renderTree();
    await screen.findByText('办公用品', {}, slow);
    fireEvent.click(screen.getByTestId('tree-actions-3').querySelector('[data-testid="action-moveUp"]')!);
    await waitFor(() => expect(sortCalls()).toHaveLength(1));
    await waitFor(() => expect(topNames()).toEqual(['办公用品', '五金工具', '劳保用品']));
    expect(screen.queryByText('顺序已保存')).toBeNull();
  });

  it('drags a row after a sibling in the reorder view and saves that level', async () => {
    serve([...saved, child], () => Promise.resolve({ categories: [] }));
    renderTree();
    await screen.findByText('办公用品', {}, slow);
    fireEvent.click(screen.getByTestId('tree-reorder'));
    const view = await screen.findByTestId('reorder-tree', {}, slow);
    expect(view.textContent).toContain('劳保用品');
    const nodeOf = (name: string) =>
      screen
        .getAllByText(name)
        .find((el) => el.closest('.ant-tree-treenode'))!
        .closest('.ant-tree-treenode')!;
    // The first top category dropped on the last one: after it.
    fireEvent.dragStart(nodeOf('办公用品'));
    fireEvent.dragEnter(nodeOf('劳保用品'));
    fireEvent.dragOver(nodeOf('劳保用品'));
    fireEvent.drop(nodeOf('劳保用品'));
    await waitFor(() => expect(sortCalls()).toHaveLength(1));
    expect(sortCalls()[0][1]).toEqual({
      parentId: null,
      siblings: ['2', '3', '1'].map((categoryId) => ({ categoryId, version: 3 })),
    });
    await screen.findByText('顺序已保存', {}, slow);
  });

  it('does not drop a row under another parent: nothing is saved', async () => {
    serve([...saved, child], () => Promise.resolve({ categories: [] }));
    renderTree();
    await screen.findByText('办公用品', {}, slow);
    fireEvent.click(screen.getByTestId('tree-reorder'));
    await screen.findByTestId('reorder-tree', {}, slow);
    const nodeOf = (name: string) =>
      screen
        .getAllByText(name)
        .find((el) => el.closest('.ant-tree-treenode'))!
        .closest('.ant-tree-treenode')!;
    fireEvent.click(nodeOf('办公用品').querySelector('.ant-tree-switcher')!);
    await waitFor(() => expect(nodeOf('书写工具')).toBeTruthy());
    fireEvent.dragStart(nodeOf('书写工具'));
    fireEvent.dragEnter(nodeOf('劳保用品'));
    fireEvent.dragOver(nodeOf('劳保用品'));
    fireEvent.drop(nodeOf('劳保用品'));
    // A drop saves at once (the call starts inside the drop handler): none started.
    expect(sortCalls()).toHaveLength(0);
  });
});
