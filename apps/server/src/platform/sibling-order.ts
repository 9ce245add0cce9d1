import { ErrorCode } from '@procuremart/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { BusinessError, fieldError, notFoundError } from './errors';
import { parseId } from './ids';

/** A tree's table: its rows keep their parent, their place among siblings and their version. */
export type SiblingTable = PgTable & {
  id: PgColumn;
  parentId: PgColumn;
  sortNo: PgColumn;
  version: PgColumn;
};

export interface SiblingOrder {
  /** null: the top level. */
  parentId: number | null;
  /** Every child of the parent, in the new order, with the version the caller read. */
  siblings: { id: number; version: number }[];
  /** The rows the caller may reorder (none: all); a row outside it is not a sibling. */
  scope?: SQL;
}

/** A reorder call's input (`siblingOrderInput(idKey)` in the contract) as reorderSiblings takes it. */
export function siblingOrderOf<K extends string>(
  input: { parentId: string | null; siblings: ({ [P in K]: string } & { version: number })[] },
  idKey: K,
): SiblingOrder {
  return {
    parentId: input.parentId === null ? null : parseId(input.parentId),
    siblings: input.siblings.map((s) => ({ id: parseId(s[idKey]), version: s.version })),
  };
}

/** Sort numbers leave gaps, so a number typed in a form can still put an entry between two others. */
const SORT_STEP = 10;

const staleOrder = () => new BusinessError(ErrorCode.conflict, 'error.staleOrder');

/**
 * Puts one parent's children in the given order in one statement, after locking them (in id order) and
 * checking that every id given is a child of that parent within the scope (8888 `error.notSibling`), and
 * that none was added or deleted since and each is at the version read (E409 `error.staleOrder`: someone
 * else changed the level; nothing is written). Each child's sort number becomes its place × 10, and its version goes up.
 */
export async function reorderSiblings(tx: Tx, tree: SiblingTable, order: SiblingOrder): Promise<number[]> {
  const under = order.parentId === null ? isNull(tree.parentId) : eq(tree.parentId, order.parentId);
  if (order.parentId !== null) {
    const [parent] = await tx
      .select({ id: tree.id })
      .from(tree)
      .where(and(eq(tree.id, order.parentId), order.scope));
    if (!parent) throw notFoundError();
  }
  const children = await tx
    .select({ id: tree.id, version: tree.version })
    .from(tree)
    .where(and(under, order.scope))
    .orderBy(asc(tree.id))
    .for('update');
  const read = new Map(children.map((c) => [Number(c.id), Number(c.version)]));
  const strangers = order.siblings.filter((s) => !read.has(s.id)).map((s) => s.id);
  if (strangers.length > 0) {
    // One deleted since it was read makes the view stale; one living under another parent is a wrong move.
    const living = await tx
      .select({ id: tree.id })
      .from(tree)
      .where(and(inArray(tree.id, strangers), order.scope));
    throw living.length < strangers.length ? staleOrder() : fieldError('error.notSibling', 'siblings');
  }
  if (children.length !== order.siblings.length || order.siblings.some((s) => read.get(s.id) !== s.version))
    throw staleOrder();
  const ids = order.siblings.map((s) => s.id);
  const places = order.siblings.map((s, i) => sql`when ${s.id} then ${(i + 1) * SORT_STEP}::int`);
  await tx.execute(
    sql`update ${tree} set ${sql.identifier(tree.sortNo.name)} = case ${tree.id} ${sql.join(places, sql` `)} end, ${sql.identifier(tree.version.name)} = ${tree.version} + 1 where ${inArray(tree.id, ids)}`,
  );
  return ids;
}
