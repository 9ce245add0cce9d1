import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, skus } from '../../catalog/shared-tables';

/**
 * The categories of a checkout's goods with every category above them (the facts a `category` approval condition
 * reads: a level conditioned on a top category applies to goods anywhere under it), in id order.
 */
export async function checkoutCategoryPath(db: Db | Tx, skuIds: readonly number[]): Promise<number[]> {
  if (skuIds.length === 0) return [];
  const leaves = await db
    .selectDistinct({ id: skus.categoryId })
    .from(skus)
    .where(inArray(skus.id, [...skuIds]));
  const found = new Set(leaves.map((row) => Number(row.id)));
  // Up the tree one level per round until no new parent turns up (the tree is three levels deep).
  let frontier = [...found];
  while (frontier.length > 0) {
    const parents = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.id, frontier));
    frontier = [];
    for (const { parentId } of parents) {
      if (parentId === null || found.has(Number(parentId))) continue;
      found.add(Number(parentId));
      frontier.push(Number(parentId));
    }
  }
  return [...found].sort((a, b) => a - b);
}
