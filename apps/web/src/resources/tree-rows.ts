import type { Row } from './types';

/** A row with its children, as a tree table shows it (none: a leaf row). */
export type TreeNode<N extends Row> = N & { children?: TreeNode<N>[] };

export interface NestOptions<N extends Row> {
  key: keyof N & string;
  parentKey: keyof N & string;
  /** Sibling order; the rows' own order when not given. */
  order?: (a: N, b: N) => number;
  /** Keeps the rows that match, their ancestors (to reach them) and their descendants. */
  matches?: (row: N) => boolean;
}

const idOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** Nests flat rows under their parents (a row whose parent is missing is a root), keeping matching branches. */
export function nestRows<N extends Row>(rows: readonly N[], options: NestOptions<N>): TreeNode<N>[] {
  const { key, parentKey, order, matches } = options;
  const known = new Set(rows.map((row) => idOf(row[key])));
  const byParent = new Map<string | null, N[]>();
  for (const row of rows) {
    const parent = idOf(row[parentKey]);
    const at = parent !== null && known.has(parent) ? parent : null;
    byParent.set(at, [...(byParent.get(at) ?? []), row]);
  }
  const build = (parent: string | null, parentMatched: boolean): TreeNode<N>[] => {
    const siblings = [...(byParent.get(parent) ?? [])];
    if (order) siblings.sort(order);
    return siblings.flatMap((row) => {
      const matched = parentMatched || !matches || matches(row);
      const children = build(idOf(row[key]), matched);
      if (!matched && children.length === 0) return [];
      return [children.length > 0 ? { ...row, children } : { ...row }];
    });
  };
  return build(null, false);
}

/** The keys of every row with children (to open a whole filtered tree). */
export function branchKeys<N extends Row>(nodes: readonly TreeNode<N>[], key: keyof N & string): string[] {
  return nodes.flatMap((node) =>
    node.children ? [String(node[key]), ...branchKeys(node.children, key)] : [],
  );
}

/** Whether any of the fields contains the text, ignoring case. */
export function fieldsContain<N extends Row>(
  row: N,
  fields: readonly (keyof N & string)[],
  text: string,
): boolean {
  const needle = text.trim().toLowerCase();
  return fields.some((field) =>
    String(row[field] ?? '')
      .toLowerCase()
      .includes(needle),
  );
}
