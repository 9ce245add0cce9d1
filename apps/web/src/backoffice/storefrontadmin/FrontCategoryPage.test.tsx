// @vitest-environment happy-dom
import type { FrontCategoryAdmin } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: FrontCategoryPage } = await import('./FrontCategoryPage');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };
const entry = (
  id: string,
  parentId: string | null,
  name: string,
  level: number,
  extra: Partial<FrontCategoryAdmin> = {},
): FrontCategoryAdmin => ({
  frontCategoryId: id,
  parentId,
  name,
  nameEn: `${name} EN`,
  level,
  sortNo: 0,
  version: 1,
  status: 1,
  categoryIds: [],
  childCount: 0,
  ...extra,
});

const nodes = [
  entry('1', null, '办公用品', 1, { childCount: 1 }),
  entry('5', null, '五金工具', 1, { childCount: 1, status: 0 }),
  entry('2', '1', '文具', 2, { childCount: 1 }),
  entry('6', '5', '紧固件', 2, { childCount: 1 }),
  entry('3', '2', '订书机', 3, { categoryIds: ['30', '31'] }),
  entry('7', '6', '螺丝', 3),
];

function respond() {
  api.mockImplementation(async (call: { name: string }, input: unknown) => {
    if (call.name === 'ucc_queryFrontCategoryTree') return { nodes, backCategories: [] };
    if (call.name === 'ucc_deleteFrontCategory') return input;
    throw new Error(`unexpected ${call.name}`);
  });
}

describe('FrontCategoryPage', () => {
  it('shows the tree with hidden entries tagged, filters by name and deletes a leaf after asking', async () => {
    respond();
    renderWithApp(<FrontCategoryPage />, { user: operator(['frontCategoryList']) });
    await screen.findByText('办公用品', undefined, slow);
    expect(screen.getByText('隐藏')).toBeTruthy();
    expect(screen.queryByText('订书机')).toBeNull();

    const search = screen.getByPlaceholderText('输入中文或英文名称筛选');
    fireEvent.change(search, { target: { value: '订书' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('订书机', undefined, slow);
    expect(screen.queryByText('五金工具')).toBeNull();
    expect(screen.getByText('已关联：2')).toBeTruthy();

    const actions = screen.getByTestId('tree-actions-3');
    expect(actions.textContent).not.toContain('新增下级');
    fireEvent.click(
      Array.from(actions.querySelectorAll('button')).find((b) => b.textContent?.includes('删除')) as Element,
    );
    await screen.findByText('确定删除该前台类目吗？', undefined, slow);
    expect(api).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'ucc_deleteFrontCategory' }), {
          frontCategoryId: '3',
        }),
      slow,
    );
    // Entries with children offer no delete.
    expect(screen.getByTestId('tree-actions-2').textContent).not.toContain('删除');
  }, 30_000);

  it('offers a retry when the tree cannot be loaded', async () => {
    api.mockRejectedValueOnce(new Error('down'));
    renderWithApp(<FrontCategoryPage />, { user: operator(['frontCategoryList']) });
    await screen.findByText('前台类目加载失败', undefined, slow);
    respond();
    // antd spaces out a two-character Chinese button label.
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('办公用品', undefined, slow);
  }, 30_000);
});
