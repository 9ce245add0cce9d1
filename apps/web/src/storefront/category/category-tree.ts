import type { CategoryNode } from '@procuremart/contract';

/** The path from a top category down to the node with this id, or [] when the tree has no such node. */
export function findCategoryPath(nodes: readonly CategoryNode[], categoryId: string): CategoryNode[] {
  for (const node of nodes) {
    if (node.categoryId === categoryId) return [node];
    const below = findCategoryPath(node.children, categoryId);
    if (below.length) return [node, ...below];
  }
  return [];
}
