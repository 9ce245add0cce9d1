import {
  CATEGORY_MAX_LEVEL,
  type CategoryRow,
  queryCategoryTree,
  sortCategories,
} from '@procuremart/contract';
import { createElement } from 'react';
import { defineTree } from '../../resources/define-tree';
import { nestRows, type TreeNode } from '../../resources/tree-rows';
import { categoryStatusMap } from './category-actions';
import { categoryKeys } from './keys';
import { LeafName } from './LeafName';

/** A category with its children, for tree tables and pickers. */
export type CategoryNode = TreeNode<CategoryRow>;

/** Each level by sort number, then code. */
const bySortNo = (a: CategoryRow, b: CategoryRow) => a.sortNo - b.sortNo || a.code.localeCompare(b.code);

/** Nests the flat rows under their parents, each level by sort number then code. */
export const nestCategories = (rows: readonly CategoryRow[]): CategoryNode[] =>
  nestRows(rows, { key: 'categoryId', parentKey: 'parentId', order: bySortNo });

/** Whether a child may be added under the category: an enabled one above the last level. */
export const takesChildren = (row: CategoryRow) => row.level < CATEGORY_MAX_LEVEL && row.status === 1;

/** The three-level back-office category tree. */
export const categoryTree = defineTree(queryCategoryTree, {
  titleKey: 'category.treeTitle',
  rowKey: 'categoryId',
  parentKey: 'parentId',
  queryKey: categoryKeys.tree(),
  rows: (data) => data.categories,
  order: bySortNo,
  search: { fields: ['name', 'nameEn', 'code'], placeholderKey: 'category.searchPlaceholder' },
  emptyHintKey: 'category.emptyHint',
  noMatchKey: 'category.noMatch',
  loadFailedKey: 'category.loadFailed',
  // Categories keep their parent (their code says where they are): only siblings are reordered.
  reorder: {
    call: sortCategories,
    input: (parentId, siblings) => ({
      parentId,
      siblings: siblings.map(({ categoryId, version }) => ({ categoryId, version })),
    }),
    labelField: 'name',
  },
  columns: [
    {
      field: 'name',
      titleKey: 'category.field.name',
      view: { kind: 'custom', render: (row) => createElement(LeafName, { row }) },
    },
    { field: 'nameEn', titleKey: 'category.field.nameEn' },
    { field: 'code', titleKey: 'category.field.code', width: 110 },
    {
      field: 'level',
      titleKey: 'category.field.level',
      width: 90,
      view: { kind: 'text', labelKeyOf: (level) => `category.levelName.${String(level)}` },
    },
    { field: 'sortNo', titleKey: 'category.field.sortNo', width: 90 },
    { field: 'goodsCount', titleKey: 'category.field.goodsCount', width: 90 },
    { field: 'attributeCount', titleKey: 'category.field.attributeCount', width: 90 },
    {
      field: 'status',
      titleKey: 'category.field.status',
      width: 90,
      view: { kind: 'status', statusMap: categoryStatusMap },
    },
  ],
});
