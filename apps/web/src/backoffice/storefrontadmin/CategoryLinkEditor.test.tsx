// @vitest-environment happy-dom

import type { BackCategoryOption, FrontCategoryAdmin } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { CategoryLinkEditor } = await import('./CategoryLinkEditor');

const slow = { timeout: 10_000 };
afterEach(() => {
  cleanup();
  api.mockReset();
});

const category = (
  categoryId: string,
  parentId: string | null,
  name: string,
  level: number,
  extra: Partial<BackCategoryOption> = {},
): BackCategoryOption => ({
  categoryId,
  parentId,
  name,
  nameEn: `${name} EN`,
  level,
  isLeaf: level === 3,
  status: 1,
  ...extra,
});

const backCategories = [
  category('1', null, '办公用品', 1),
  category('6', null, '五金工具', 1),
  category('2', '1', '文具', 2),
  category('7', '6', '紧固件', 2),
  category('3', '2', '订书机', 3),
  category('4', '2', '签字笔', 3),
  category('5', '2', '旧文具', 3, { status: 0 }),
  category('8', '7', '螺丝', 3),
];

const node: FrontCategoryAdmin = {
  frontCategoryId: '40',
  parentId: '39',
  name: '装订用品',
  nameEn: 'Binding',
  level: 3,
  sortNo: 0,
  version: 1,
  status: 1,
  categoryIds: ['3'],
  childCount: 0,
};

const checkboxOf = (categoryId: string) => {
  const box = screen
    .getByTestId(`back-category-${categoryId}`)
    .closest('.ant-tree-treenode')
    ?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${categoryId}`);
  return box;
};

describe('CategoryLinkEditor', () => {
  it('starts from the links, ticks enabled leaves only, keeps ticks hidden by a search and saves them', async () => {
    api.mockResolvedValue({ ...node, categoryIds: ['3', '4', '8'] });
    const onClose = vi.fn();
    renderWithApp(<CategoryLinkEditor node={node} backCategories={backCategories} onClose={onClose} />);

    // The branch of the linked category is open; the linked leaf is ticked.
    await screen.findByTestId('back-category-3', undefined, slow);
    expect(screen.getByTestId('links-count').textContent).toBe('已选：1');
    expect(checkboxOf('3').className).toContain('ant-tree-checkbox-checked');
    // Branches cannot be ticked; a disabled leaf cannot either.
    expect(
      screen
        .getByTestId('back-category-2')
        .closest('.ant-tree-treenode')
        ?.querySelector('.ant-tree-checkbox'),
    ).toBeNull();
    expect(checkboxOf('5').className).toContain('ant-tree-checkbox-disabled');
    fireEvent.click(checkboxOf('5'));
    expect(screen.getByTestId('links-count').textContent).toBe('已选：1');

    fireEvent.click(checkboxOf('4'));
    expect(screen.getByTestId('links-count').textContent).toBe('已选：2');

    fireEvent.change(screen.getByLabelText('搜索后台类目'), { target: { value: '螺丝' } });
    await screen.findByTestId('back-category-8');
    expect(screen.queryByTestId('back-category-3')).toBeNull();
    fireEvent.click(checkboxOf('8'));
    expect(screen.getByTestId('links-count').textContent).toBe('已选：3');

    fireEvent.click(screen.getByTestId('links-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(api).toHaveBeenCalledTimes(1);
    const [ref, input] = api.mock.calls[0];
    expect(ref.name).toBe('ucc_setFrontCategoryLinks');
    expect(input).toEqual({ frontCategoryId: '40', categoryIds: ['3', '4', '8'] });
  }, 30_000);

  it('stays open with the choice when the server refuses the links', async () => {
    api.mockRejectedValue(new Error('refused'));
    const onClose = vi.fn();
    renderWithApp(<CategoryLinkEditor node={node} backCategories={backCategories} onClose={onClose} />);
    await screen.findByTestId('back-category-4', undefined, slow);
    fireEvent.click(checkboxOf('3'));
    expect(screen.getByTestId('links-count').textContent).toBe('已选：0');
    fireEvent.click(screen.getByTestId('links-save'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1), slow);
    expect(api.mock.calls[0][1]).toEqual({ frontCategoryId: '40', categoryIds: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('links-count').textContent).toBe('已选：0');
  }, 30_000);
});
