import {
  type BackCategoryOption,
  backCategoryOptionSchema,
  type FrontCategoryAdmin,
  frontCategoryAdminSchema,
} from '@procuremart/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { throwIfNotFound } from '../../../platform/errors';
import { idText } from '../../../platform/ids';
import { rowReader } from '../../../platform/row-reader';
import { categories, frontCategories, frontCategoryLinks } from '../tables';

async function linksOf(db: Db | Tx, frontCategoryId?: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({
      frontCategoryId: frontCategoryLinks.frontCategoryId,
      categoryId: frontCategoryLinks.categoryId,
    })
    .from(frontCategoryLinks)
    .where(
      frontCategoryId === undefined ? undefined : eq(frontCategoryLinks.frontCategoryId, frontCategoryId),
    )
    .orderBy(asc(frontCategoryLinks.categoryId));
  const links = new Map<number, string[]>();
  for (const row of rows) {
    const list = links.get(row.frontCategoryId) ?? [];
    list.push(idText(row.categoryId));
    links.set(row.frontCategoryId, list);
  }
  return links;
}

/** A front category's own columns; the categories it lists and its children are read apart. */
const frontRow = rowReader(
  frontCategoryAdminSchema.omit({ categoryIds: true, childCount: true }),
  frontCategories,
  {
    frontCategoryId: frontCategories.id,
  },
);
type FrontRow = ReturnType<typeof frontRow.toRow>;

const toNode = (row: FrontRow, links: Map<number, string[]>, childCount: number): FrontCategoryAdmin => ({
  ...row,
  categoryIds: links.get(Number(row.frontCategoryId)) ?? [],
  childCount,
});

/** Every front category, shown or hidden, parents before children, each level in display order. */
export async function loadFrontCategoryNodes(db: Db): Promise<FrontCategoryAdmin[]> {
  const rows = (
    await db
      .select(frontRow.columns)
      .from(frontCategories)
      .orderBy(asc(frontCategories.level), asc(frontCategories.sortNo), asc(frontCategories.id))
  ).map(frontRow.toRow);
  const links = await linksOf(db);
  const children = new Map<string, number>();
  for (const row of rows)
    if (row.parentId !== null) children.set(row.parentId, (children.get(row.parentId) ?? 0) + 1);
  return rows.map((row) => toNode(row, links, children.get(row.frontCategoryId) ?? 0));
}

export async function loadFrontCategory(db: Db | Tx, frontCategoryId: number): Promise<FrontCategoryAdmin> {
  const [row] = await db
    .select(frontRow.columns)
    .from(frontCategories)
    .where(eq(frontCategories.id, frontCategoryId));
  const found = frontRow.toRow(throwIfNotFound(row));
  const [{ childCount }] = await db
    .select({ childCount: sql<number>`count(*)::int` })
    .from(frontCategories)
    .where(eq(frontCategories.parentId, frontCategoryId));
  return toNode(found, await linksOf(db, frontCategoryId), Number(childCount));
}

/** A back-office category to pick. */
const backOptionRow = rowReader(backCategoryOptionSchema, categories, { categoryId: categories.id });

/** The back-office category tree, parents first, for picking the leaves a front category lists. */
export async function loadBackCategoryOptions(db: Db): Promise<BackCategoryOption[]> {
  const rows = await db
    .select(backOptionRow.columns)
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortNo), asc(categories.code));
  return rows.map(backOptionRow.toRow);
}
