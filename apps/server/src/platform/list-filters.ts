import type { FilterSet, ListFilter } from '@procuremart/contract';
import { type Column, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parseId } from './ids';
import {
  type AnyFilter,
  between,
  custom,
  escapeLike,
  type FieldFilter,
  type InputFilter,
  inList,
} from './lists';

// A list's conditions from its contract filters: the server names only where each filter looks (a column,
// the columns a text may be contained in, a tree's table); the operator follows from the filter's kind.

/** A tree table's id and parent columns: a tree filter takes the node picked and every node under it. */
export interface TreeColumns {
  table: PgTable;
  id: Column;
  parentId: Column;
}

/** Case-insensitive substring of any of the columns; `%`, `_` and `\` in the text match themselves. */
function contains(...columns: [Column | SQL, ...(Column | SQL)[]]): FieldFilter<string> {
  return {
    reads: 'field',
    where: (text) => {
      if (text.trim() === '') return undefined;
      const pattern = `%${escapeLike(text)}%`;
      return or(...columns.map((column) => ilike(column, pattern)));
    },
  };
}

function equals<C extends Column>(column: C): FieldFilter<C['_']['data']> {
  return { reads: 'field', where: (value) => eq(column, value) };
}

/** Where a declared filter looks. */
export type FilterTarget =
  /** A column (text: contained in it; a code, a choice, a flag: equal; an id: equal; a range: within). */
  | Column
  /** A text contained in any of the columns. */
  | readonly [Column | SQL, ...(Column | SQL)[]]
  /** A tree's node: the rows whose `column` is the node or under it. */
  | { column: Column; tree: TreeColumns }
  /** A condition of its own (a tab, a filter across a join); the kind still gives its input and control. */
  | AnyFilter;

type Named<D> = { [K in keyof D]: FilterTarget };

const isFilter = (target: FilterTarget): target is AnyFilter =>
  typeof target === 'object' && target !== null && 'reads' in target;

/** The node `id` and every node under it, as a subquery of ids (`column in ${subtree(tree, id)}`). */
export const subtree = (tree: TreeColumns, id: number): SQL =>
  sql`(with recursive under_node(id) as (select ${id}::bigint union all select ${tree.id} from ${tree.table} join under_node on ${tree.parentId} = under_node.id) select id from under_node)`;

/**
 * A declared filter the list applies itself, apart from its other conditions (a tab whose condition depends
 * on the caller, counted tab by tab).
 */
export const appliedApart = (): InputFilter<unknown> => ({ reads: 'input', where: () => undefined });

function conditionOf(filter: ListFilter, target: FilterTarget): AnyFilter {
  if (isFilter(target)) return target;
  if (Array.isArray(target)) {
    if (filter.kind !== 'text')
      throw new Error(`filter ${filter.name}: only a text looks in several columns`);
    return contains(...(target as [Column | SQL, ...(Column | SQL)[]]));
  }
  if ('tree' in (target as object)) {
    const { column, tree } = target as { column: Column; tree: TreeColumns };
    return custom((id: string) => sql`${column} in ${subtree(tree, parseId(id))}`);
  }
  const column = target as Column;
  switch (filter.kind) {
    case 'text':
      return contains(column);
    case 'dict':
    case 'flag':
      return equals(column);
    case 'choice':
      return filter.multiple ? inList(column) : equals(column);
    case 'pick':
    case 'scope':
      return filter.id ? custom((id: string) => eq(column, parseId(id))) : equals(column);
    case 'tree':
      throw new Error(`filter ${filter.name}: a tree filter names its tree ({ column, tree })`);
    case 'dateRange':
      return between(column, 'date', { from: filter.from, to: filter.to });
    case 'amountRange':
      return between(column, 'amount', { from: filter.from, to: filter.to });
    case 'tab':
      throw new Error(`filter ${filter.name}: a tab names its condition (custom)`);
  }
}

/**
 * The list's filters for `defineListQuery`: every declared filter (no more, no fewer) with where it looks,
 * e.g. `filtersOf(queryBrandList, { brandName: [brands.brandName, brands.brandNameEn], status: brands.status })`.
 */
export function filtersOf<D extends Record<string, any>>(
  call: { input: { filterSet: FilterSet<D> } },
  targets: Named<D>,
): Record<keyof D & string, FieldFilter<any> | InputFilter<any>> {
  const result: Record<string, AnyFilter> = {};
  for (const filter of call.input.filterSet.filters) {
    const target = (targets as Record<string, FilterTarget | undefined>)[filter.name];
    if (target === undefined) throw new Error(`filter ${filter.name} has no condition`);
    result[filter.name] = conditionOf(filter, target);
  }
  return result as Record<keyof D & string, AnyFilter>;
}
