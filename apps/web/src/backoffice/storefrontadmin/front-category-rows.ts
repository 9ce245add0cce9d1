import type { FrontCategoryAdmin } from '@procuremart/contract';

/** A front category as the tree table shows it: children under their parent (none: a leaf row). */
export type FrontCategoryRow = FrontCategoryAdmin & { children?: FrontCategoryRow[] };

/** The flat list (parents first, in display order) as a tree, keeping only branches matching the filter. */
export function frontCategoryRows(nodes: readonly FrontCategoryAdmin[], filter: string): FrontCategoryRow[] {
  const byParent = new Map<string | null, FrontCategoryAdmin[]>();
  for (const node of nodes) {
    const siblings = byParent.get(node.parentId) ?? [];
    siblings.push(node);
    byParent.set(node.parentId, siblings);
  }
  const needle = filter.trim().toLowerCase();
  const matches = (node: FrontCategoryAdmin) =>
    node.name.toLowerCase().includes(needle) || node.nameEn.toLowerCase().includes(needle);
  const build = (parentId: string | null, parentMatched: boolean): FrontCategoryRow[] =>
    (byParent.get(parentId) ?? []).flatMap((node) => {
      const matched = parentMatched || !needle || matches(node);
      const children = build(node.frontCategoryId, matched);
      if (!matched && children.length === 0) return [];
      return [children.length > 0 ? { ...node, children } : { ...node }];
    });
  return build(null, false);
}

/** Every row key that has children (to open the whole filtered tree). */
export const parentKeys = (rows: readonly FrontCategoryRow[]): string[] =>
  rows.flatMap((row) => (row.children ? [row.frontCategoryId, ...parentKeys(row.children)] : []));
