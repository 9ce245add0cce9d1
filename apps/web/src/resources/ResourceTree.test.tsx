// @vitest-environment happy-dom
import type { CategoryRow } from '@procuremart/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { operator, renderWithApp } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ResourceTree } = await import('./ResourceTree');
const { categoryTree } = await import('../backoffice/categories/category-tree');
const { categoryStatusActions } = await import('../backoffice/categories/category-actions');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };
const row = (
  categoryId: string,
  parentId: string | null,
  name: string,
  level: number,
  status = 1,
): CategoryRow => ({
  categoryId,
  parentId,
  code: categoryId.padStart(2, '0'),
  name,
  nameEn: `${name} EN`,
  level,
  sortNo: 0,
  version: 1,
  isLeaf: level === 3,
  status,
  goodsCount: 0,
  attributeCount: 0,
});
const rows = [
  row('1', null, '办公用品', 1),
  row('2', '1', '书写工具', 2),
  row('3', '2', '中性笔', 3, 0),
  row('4', null, '五金工具', 1),
];
const user = operator(['categoryManage']);
const renderTree = () =>
  renderWithApp(<ResourceTree tree={categoryTree} rowActions={categoryStatusActions.row} />, { user });

describe('ResourceTree', () => {
  it('searches: opens the branches down to the matches, hides the rest, says when nothing matches', async () => {
    api.mockResolvedValue({ categories: rows });
    renderTree();
    await screen.findByText('五金工具', {}, slow);
    expect(screen.queryByText('中性笔')).toBeNull();
    const search = screen.getByPlaceholderText('输入类目名称或编码筛选');
    fireEvent.change(search, { target: { value: '中性' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('中性笔', {}, slow);
    expect(screen.getByText('书写工具')).toBeTruthy();
    expect(screen.queryByText('五金工具')).toBeNull();
    fireEvent.change(search, { target: { value: '不存在' } });
    await screen.findByText('没有符合条件的类目，可调整筛选条件', {}, slow);
  });

  it('offers each row the machine’s steps from its status', async () => {
    api.mockResolvedValue({ categories: rows });
    renderTree();
    const top = (await screen.findByText('办公用品', {}, slow)).closest('tr') as HTMLElement;
    // The machine's step, then moving among its siblings (the category tree may be reordered).
    expect(screen.getByTestId('tree-actions-1').textContent).toBe('停用下移');
    fireEvent.click(within(top).getByRole('button', { name: /展开|expand/i }));
    const middle = (await screen.findByText('书写工具', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(middle).getByRole('button', { name: /展开|expand/i }));
    const leaf = screen.getByTestId('tree-actions-3');
    await waitFor(() => expect(leaf.textContent).toBe('启用'));
  });

  it('shows the empty hint, and the error with a retry, in English too', async () => {
    api.mockResolvedValueOnce({ categories: [] });
    renderTree();
    await screen.findByText('还没有类目，可新增一级类目', {}, slow);
    cleanup();
    api.mockRejectedValueOnce(new Error('down'));
    renderTree();
    await act(() => i18n.changeLanguage('en-US'));
    await screen.findByText('The categories could not be loaded', {}, slow);
    expect(screen.getByText('Back-office categories')).toBeTruthy();
    api.mockResolvedValue({ categories: rows });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('办公用品', {}, slow);
  });
});
