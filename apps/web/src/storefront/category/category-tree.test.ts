import type { CategoryNode } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { findCategoryPath } from './category-tree';

const node = (categoryId: string, level: number, children: CategoryNode[] = []): CategoryNode => ({
  categoryId,
  name: `c${categoryId}`,
  nameEn: '',
  level,
  children,
});

const tree = [node('1', 1, [node('2', 2, [node('3', 3), node('4', 3)])]), node('5', 1)];

describe('category tree', () => {
  it('finds the path from the top to a node of any level', () => {
    expect(findCategoryPath(tree, '4').map((c) => c.categoryId)).toEqual(['1', '2', '4']);
    expect(findCategoryPath(tree, '5').map((c) => c.categoryId)).toEqual(['5']);
    expect(findCategoryPath(tree, '9')).toEqual([]);
  });
});
