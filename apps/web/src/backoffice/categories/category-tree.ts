import type { CategoryRow } from '@procuremart/contract';

/** A category with its children, for tree tables and pickers. */
export type CategoryNode = CategoryRow & { children?: CategoryNode[] };

/** Nests the flat rows (parents before children) under their parents, each level by sort number then code. */
export function nestCategories(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) nodes.set(row.categoryId, { ...row });
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  const order = (list: CategoryNode[]) => {
    list.sort((a, b) => a.sortNo - b.sortNo || a.code.localeCompare(b.code));
    for (const node of list) if (node.children) order(node.children);
  };
  order(roots);
  return roots;
}
