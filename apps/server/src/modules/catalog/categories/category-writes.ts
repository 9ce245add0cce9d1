import {
  CATEGORY_MAX_LEVEL,
  type CategoryRow,
  CategoryStatus,
  type saveCategory as saveCategoryCall,
  type setCategoryStatus as setCategoryStatusCall,
} from '@procuremart/contract';
import { and, asc, eq, isNull, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError, throwIfNotFound } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { takeSteps } from '../../../platform/steps/take-steps';
import { categories } from '../tables';
import { lockCatalogueStructure } from './catalogue-lock';
import { loadCategoryRow } from './category-rows';
import { categorySteps } from './category-steps';

type Category = typeof categories.$inferSelect;
const nextVersion = sql`${categories.version} + 1`;

async function readCategory(tx: Tx, categoryId: number): Promise<Category> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, categoryId));
  return throwIfNotFound(row);
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** Sibling names are unique (Chinese and English alike, case aside for English). */
async function throwIfNameTaken(
  tx: Tx,
  parentId: number | null,
  name: string,
  nameEn: string,
  exceptId?: number,
): Promise<void> {
  const siblings = await tx
    .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
    .from(categories)
    .where(exceptId ? and(siblingsOf(parentId), ne(categories.id, exceptId)) : siblingsOf(parentId));
  if (siblings.some((s) => s.name === name)) throw fieldError('category.nameTaken', 'name');
  const en = nameEn.toLowerCase();
  if (en !== '' && siblings.some((s) => s.nameEn.toLowerCase() === en))
    throw fieldError('category.nameTaken', 'nameEn');
}

/** The next free two-digit code under the parent ('' for top categories): '03' → '0304'. */
async function nextCode(tx: Tx, parentCode: string, level: number): Promise<string> {
  const rows = await tx
    .select({ code: categories.code })
    .from(categories)
    .where(and(like(categories.code, `${parentCode}%`), eq(categories.level, level)))
    .orderBy(asc(categories.code));
  const used = new Set(rows.map((r) => Number(r.code.slice(parentCode.length, parentCode.length + 2))));
  for (let n = 1; n <= 99; n++) if (!used.has(n)) return `${parentCode}${String(n).padStart(2, '0')}`;
  throw fieldError('category.codesExhausted', 'parentId');
}

async function createCategory(tx: Tx, input: ParsedInput<typeof saveCategoryCall>): Promise<number> {
  const parent = input.parentId ? await readCategory(tx, parseId(input.parentId)) : null;
  const level = parent ? parent.level + 1 : 1;
  if (level > CATEGORY_MAX_LEVEL || parent?.isLeaf) throw fieldError('category.tooDeep', 'parentId');
  if (parent && parent.status !== CategoryStatus.enabled)
    throw fieldError('category.parentDisabled', 'parentId');
  const parentId = parent?.id ?? null;
  await throwIfNameTaken(tx, parentId, input.name, input.nameEn);
  const [created] = await tx
    .insert(categories)
    .values({
      code: await nextCode(tx, parent?.code ?? '', level),
      name: input.name,
      nameEn: input.nameEn,
      parentId,
      level,
      sortNo: input.sortNo,
      isLeaf: level === CATEGORY_MAX_LEVEL,
      topKey: parent?.topKey ?? null,
      status: CategoryStatus.enabled,
    })
    .returning({ id: categories.id });
  return created.id;
}

/**
 * Creates a category under its parent (code generated, a leaf at the third level) or renames and re-sorts
 * one; its place in the tree never changes.
 */
export async function saveCategory(
  tx: Tx,
  input: ParsedInput<typeof saveCategoryCall>,
): Promise<CategoryRow> {
  await lockCatalogueStructure(tx);
  if (!input.categoryId) return loadCategoryRow(tx, await createCategory(tx, input));
  const existing = await readCategory(tx, parseId(input.categoryId));
  await throwIfNameTaken(tx, existing.parentId, input.name, input.nameEn, existing.id);
  await tx
    .update(categories)
    .set({ name: input.name, nameEn: input.nameEn, sortNo: input.sortNo, version: nextVersion })
    .where(eq(categories.id, existing.id));
  return loadCategoryRow(tx, existing.id);
}

/** The category and everything under it, parents first. */
async function branchOf(tx: Tx, category: Category): Promise<Category[]> {
  return tx
    .select()
    .from(categories)
    .where(like(categories.code, `${category.code}%`))
    .orderBy(asc(categories.code));
}

/**
 * Enables or disables a category through the category machine. Disabling takes the whole branch with it
 * (each enabled descendant gets its own history row); enabling is refused under a disabled parent and
 * enables only this category.
 */
export async function setCategoryStatus(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof setCategoryStatusCall>,
): Promise<CategoryRow> {
  await lockCatalogueStructure(tx);
  const category = await readCategory(tx, parseId(input.categoryId));
  if (input.event === 'enable' && category.parentId !== null) {
    const parent = await readCategory(tx, category.parentId);
    if (parent.status !== CategoryStatus.enabled) throw fieldError('category.parentDisabled', 'categoryId');
  }
  const step = { event: input.event, actor, remark: input.remark };
  await takeSteps(tx, categorySteps, { ...step, ids: [category.id] });
  if (input.event === 'disable') {
    const descendants = (await branchOf(tx, category)).filter(
      (c) => c.id !== category.id && c.status === CategoryStatus.enabled,
    );
    await takeSteps(tx, categorySteps, { ...step, ids: descendants.map((c) => c.id) });
  }
  return loadCategoryRow(tx, category.id);
}
