import { type CategoryRow, categoryRowSchema } from '@procuremart/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { throwIfNotFound } from '../../../platform/errors';
import { rowReader } from '../../../platform/row-reader';
import { attributes, categories, spus } from '../tables';

async function countsBy(
  db: Db | Tx,
  table: typeof spus | typeof attributes,
  ids: number[] | null,
): Promise<Map<number, number>> {
  const query = db
    .select({ categoryId: table.categoryId, n: count() })
    .from(table)
    .groupBy(table.categoryId)
    .$dynamic();
  const rows = await (ids ? query.where(inArray(table.categoryId, ids)) : query);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/**
 * Goods per category counted through its subtree: a leaf's own SPUs, a parent's those of every category
 * under it (goods are filed in leaves, so a top category shows what it holds, not 0).
 */
async function goodsInSubtrees(db: Db | Tx): Promise<Map<number, number>> {
  const [own, tree] = await Promise.all([
    countsBy(db, spus, null),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);
  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const totals = new Map<number, number>();
  for (const [categoryId, n] of own) {
    // Three levels at most; the visited set guards against a cycle in bad data.
    const visited = new Set<number>();
    for (
      let id: number | null | undefined = categoryId;
      id != null && !visited.has(id);
      id = parentOf.get(id)
    ) {
      visited.add(id);
      totals.set(id, (totals.get(id) ?? 0) + n);
    }
  }
  return totals;
}

/** A category's own columns; its goods and attribute counts are counted apart. */
const categoryRow = rowReader(
  categoryRowSchema.omit({ goodsCount: true, attributeCount: true }),
  categories,
  {
    categoryId: categories.id,
  },
);

async function toRows(db: Db | Tx, rows: Record<string, unknown>[], all: boolean): Promise<CategoryRow[]> {
  const categoryRows = rows.map(categoryRow.toRow);
  const ids = all ? null : categoryRows.map((r) => Number(r.categoryId));
  const [goods, attrs] = await Promise.all([goodsInSubtrees(db), countsBy(db, attributes, ids)]);
  return categoryRows.map((row) => ({
    ...row,
    goodsCount: goods.get(Number(row.categoryId)) ?? 0,
    attributeCount: attrs.get(Number(row.categoryId)) ?? 0,
  }));
}

/** Every category, parents before children (by code), with its goods and attribute counts. */
export async function loadCategoryRows(db: Db): Promise<CategoryRow[]> {
  const rows = await db.select(categoryRow.columns).from(categories).orderBy(asc(categories.code));
  return toRows(db, rows, true);
}

/** The given categories in the order given. */
export async function loadCategoryRowsOf(db: Db | Tx, categoryIds: number[]): Promise<CategoryRow[]> {
  const rows = await db
    .select({ id: categories.id, ...categoryRow.columns })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toRows(
    db,
    categoryIds.flatMap((id) => byId.get(id) ?? []),
    false,
  );
}

export async function loadCategoryRow(db: Db | Tx, categoryId: number): Promise<CategoryRow> {
  const [row] = await db.select(categoryRow.columns).from(categories).where(eq(categories.id, categoryId));
  const [answer] = await toRows(db, [throwIfNotFound(row)], false);
  return answer;
}

/** Names from the top category down to this one: '五金工具 / 紧固件 / 螺丝'. */
export async function categoryPath(db: Db | Tx, categoryId: number): Promise<string> {
  const names: string[] = [];
  let id: number | null = categoryId;
  while (id !== null) {
    const [row]: { name: string; parentId: number | null }[] = await db
      .select({ name: categories.name, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) break;
    names.unshift(row.name);
    id = row.parentId;
  }
  return names.join(' / ');
}
