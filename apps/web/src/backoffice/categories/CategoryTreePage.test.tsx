// @vitest-environment happy-dom

import type { CategoryRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: CategoryTreePage } = await import('./CategoryTreePage');

const slow = { timeout: 15_000 };
const row = (
  categoryId: string,
  parentId: string | null,
  code: string,
  name: string,
  level: number,
): CategoryRow => ({
  categoryId,
  parentId,
  code,
  name,
  nameEn: '',
  level,
  sortNo: 0,
  version: 1,
  isLeaf: level === 3,
  status: 1,
  goodsCount: level === 3 ? 4 : 0,
  attributeCount: 0,
});
const rows = [
  row('1', null, '01', '办公用品', 1),
  row('2', '1', '0101', '书写工具', 2),
  row('3', '2', '010101', '中性笔', 3),
];

afterEach(() => {
  cleanup();
  api.mockReset();
});

const user = operator(['categoryManage', 'categoryAttributeManage']);

describe('the category tree page', () => {
  it('nests the rows under their parents and offers no child under a last-level category', async () => {
    api.mockResolvedValue({ categories: rows });
    renderWithApp(<CategoryTreePage />, { user });
    const top = await screen.findByText('办公用品', {}, slow);
    const topRow = top.closest('tr') as HTMLElement;
    expect(within(topRow).getByText('添加子类目')).toBeTruthy();
    fireEvent.click(within(topRow).getByRole('button', { name: /展开|expand/i }));
    const middleRow = (await screen.findByText('书写工具', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(middleRow).getByRole('button', { name: /展开|expand/i }));
    const leafRow = (await screen.findByText('中性笔', {}, slow)).closest('tr') as HTMLElement;
    expect(within(leafRow).getByText('末级')).toBeTruthy();
    expect(within(leafRow).queryByText('添加子类目')).toBeNull();
    expect(within(leafRow).getByText('维护属性')).toBeTruthy();
    expect(within(leafRow).getByText('停用')).toBeTruthy();
  });

  it('adds a child under its parent and refuses an empty name without calling the server', async () => {
    api.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'ucc_queryCategoryTree' ? { categories: rows } : rows[1],
    );
    renderWithApp(<CategoryTreePage />, { user });
    const topRow = (await screen.findByText('办公用品', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(topRow).getByText('添加子类目'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('新增子类目')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(dialog.textContent).toContain('此项为必填项'), slow);
    expect(api.mock.calls.filter(([ref]) => ref.name === 'ucc_saveCategory')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('类目名称'), { target: { value: '文件管理' } });
    // The save button refuses a second click for a second (double-submit guard), as a user would see.
    const save = within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(save);
    await waitFor(
      () => expect(api.mock.calls.filter(([ref]) => ref.name === 'ucc_saveCategory')).toHaveLength(1),
      slow,
    );
    const [, input] = api.mock.calls.find(([ref]) => ref.name === 'ucc_saveCategory') ?? [];
    expect(input).toMatchObject({ name: '文件管理', parentId: '1' });
  });
});
