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

/** The parent a row names (null: a top row). */
export const parentIdOf = <N extends Row>(row: N, parentKey: keyof N & string): string | null =>
  idOf(row[parentKey]);

/** The orders of some parents' children the user just chose, by parent (null: the top rows). */
export type PlacedOrders = ReadonlyMap<string | null, readonly string[]>;

/**
 * Sibling order with the orders just chosen in front (shown before the server confirms them): children of
 * a parent in `placed` by their place there, the rest by `order` (or as they came).
 */
export function orderWith<N extends Row>(
  placed: PlacedOrders,
  key: keyof N & string,
  parentKey: keyof N & string,
  order?: (a: N, b: N) => number,
): (a: N, b: N) => number {
  return (a, b) => {
    const chosen = placed.get(parentIdOf(a, parentKey));
    if (chosen) {
      const [i, j] = [chosen.indexOf(String(a[key])), chosen.indexOf(String(b[key]))];
      if (i >= 0 && j >= 0) return i - j;
    }
    return order ? order(a, b) : 0;
  };
}

/** The sibling keys with one moved just before (or after) another. */
export function moveKey(keys: readonly string[], moved: string, target: string, after: boolean): string[] {
  const rest = keys.filter((k) => k !== moved);
  const at = rest.indexOf(target) + (after ? 1 : 0);
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
