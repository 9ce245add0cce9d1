// @vitest-environment happy-dom

import type { ContentColumnRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: ColumnTreePage } = await import('./ColumnTreePage');

const slow = { timeout: 15_000 };
const column = (columnId: string, parentId: string | null, code: string, name: string, builtIn = false) =>
  ({
    columnId,
    parentId,
    code,
    name,
    nameEn: '',
    sortNo: Number(columnId),
    status: 1,
    builtIn,
    level: parentId ? 2 : 1,
    articleCount: 0,
  }) satisfies ContentColumnRow;
const columns = [column('1', null, 'help', '帮助中心', true), column('2', '1', 'help-buying', '采购指南')];

afterEach(() => {
  cleanup();
  api.mockReset();
});

const user = operator(['contentColumnManage']);

describe('the content column tree', () => {
  it('offers sub-columns only under a top column, and no delete of a built-in column', async () => {
    api.mockResolvedValue({ columns });
    renderWithApp(<ColumnTreePage />, { user });
    const topRow = (await screen.findByText('帮助中心', {}, slow)).closest('tr') as HTMLElement;
    expect(within(topRow).getByText('添加子栏目')).toBeTruthy();
    expect(within(topRow).queryByText('删除')).toBeNull();
    fireEvent.click(within(topRow).getByRole('button', { name: /展开|expand/i }));
    const childRow = (await screen.findByText('采购指南', {}, slow)).closest('tr') as HTMLElement;
    expect(within(childRow).queryByText('添加子栏目')).toBeNull();
    expect(within(childRow).getByText('删除')).toBeTruthy();
    expect(within(childRow).getByText('停用')).toBeTruthy();
  });

  it('adds a sub-column under its parent with the code the operator typed', async () => {
    api.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'cms_queryColumns' ? { columns } : columns[1],
    );
    renderWithApp(<ColumnTreePage />, { user });
    const topRow = (await screen.findByText('帮助中心', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(topRow).getByText('添加子栏目'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('新增子栏目')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('栏目名称'), { target: { value: '账户与安全' } });
    fireEvent.change(within(dialog).getByLabelText('栏目编码'), { target: { value: 'help-account' } });
    const save = within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(api.mock.calls.find(([ref]) => ref.name === 'cms_saveColumn')?.[1]).toMatchObject({
          parentId: '1',
          code: 'help-account',
          name: '账户与安全',
        }),
      slow,
    );
  });
});
