import type { BackCategoryOption } from '@procuremart/contract';

export interface BackTreeNode {
  key: string;
  category: BackCategoryOption;
  children: BackTreeNode[];
}

/** The back-office categories as a tree (the call lists parents before children, in display order). */
export function backCategoryTree(options: readonly BackCategoryOption[]): BackTreeNode[] {
  const nodes = new Map<string, BackTreeNode>();
  const roots: BackTreeNode[] = [];
  for (const category of options) {
    const node: BackTreeNode = { key: category.categoryId, category, children: [] };
    nodes.set(category.categoryId, node);
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Only the branches holding a category whose name (either language) contains the text. */
export function filterTree(nodes: readonly BackTreeNode[], text: string): BackTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const kept: BackTreeNode[] = [];
  for (const node of nodes) {
    const { name, nameEn } = node.category;
    if (name.toLowerCase().includes(needle) || nameEn.toLowerCase().includes(needle)) kept.push(node);
    else {
      const children = filterTree(node.children, needle);
      if (children.length > 0) kept.push({ ...node, children });
    }
  }
  return kept;
}

/** The keys of every node with children (to open a filtered tree), or of the ancestors of the given keys. */
export function branchKeys(nodes: readonly BackTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.key, ...branchKeys(node.children)] : []));
}

export function ancestorKeys(options: readonly BackCategoryOption[], keys: readonly string[]): string[] {
  const parentOf = new Map(options.map((option) => [option.categoryId, option.parentId]));
  const result = new Set<string>();
  for (const key of keys) {
    let parent = parentOf.get(key) ?? null;
    while (parent !== null && !result.has(parent)) {
      result.add(parent);
      parent = parentOf.get(parent) ?? null;
    }
  }
  return [...result];
}

/** May the category be linked: an enabled leaf. */
export const isLinkable = (category: BackCategoryOption) => category.isLeaf && category.status === 1;
