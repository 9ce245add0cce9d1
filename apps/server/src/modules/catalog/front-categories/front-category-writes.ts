import {
  type deleteFrontCategory as deleteCall,
  ErrorCode,
  FRONT_CATEGORY_MAX_LEVEL,
  type FrontCategoryAdmin,
  frontCategoryEvents,
  type saveFrontCategory as saveCall,
  type setFrontCategoryLinks as setLinksCall,
} from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError, throwIfNotFound } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { publish } from '../../../platform/steps/domain-events';
import { categories, frontCategories, frontCategoryLinks } from '../tables';
import { loadFrontCategory } from './front-category-read';

// The storefront reads the tree afresh (ucc_getCategoryTree); every write here publishes its front-category
// event, so what others keep of the tree (search's cached front-category filter) is read again.

/** Reads a front category with a row lock: a concurrent delete, child insert or link change waits. */
async function lockFrontCategory(tx: Tx, frontCategoryId: number) {
  const [row] = await tx
    .select({ id: frontCategories.id, level: frontCategories.level })
    .from(frontCategories)
    .where(eq(frontCategories.id, frontCategoryId))
    .for('update');
  return row;
}

async function levelUnder(tx: Tx, parentId: string | null): Promise<number> {
  if (parentId === null) return 1;
  const parent = await lockFrontCategory(tx, parseId(parentId));
  if (!parent) throw fieldError('frontCategory.parentMissing', 'parentId');
  if (parent.level >= FRONT_CATEGORY_MAX_LEVEL) throw fieldError('frontCategory.tooDeep', 'parentId');
  return parent.level + 1;
}

/** Creates under a parent (one level below it, at most three) or edits names, sort number and status. */
export async function saveFrontCategory(
  tx: Tx,
  input: ParsedInput<typeof saveCall>,
): Promise<FrontCategoryAdmin> {
  const { frontCategoryId, parentId, ...fields } = input;
  let id: number;
  if (frontCategoryId) {
    id = parseId(frontCategoryId);
    const updated = await tx
      .update(frontCategories)
      .set({ ...fields, version: sql`${frontCategories.version} + 1` })
      .where(eq(frontCategories.id, id))
      .returning({ id: frontCategories.id });
    throwIfNotFound(updated[0]);
  } else {
    const level = await levelUnder(tx, parentId);
    const [created] = await tx
      .insert(frontCategories)
      .values({ ...fields, level, parentId: parentId === null ? null : parseId(parentId) })
      .returning({ id: frontCategories.id });
    id = created.id;
  }
  await publish(tx, [frontCategoryEvents.saved.of({ frontCategoryIds: [id] })]);
  return loadFrontCategory(tx, id);
}

/** Deletes an entry without children, with its links. */
export async function deleteFrontCategory(
  tx: Tx,
  input: ParsedInput<typeof deleteCall>,
): Promise<{ frontCategoryId: string }> {
  const id = parseId(input.frontCategoryId);
  throwIfNotFound(await lockFrontCategory(tx, id));
  const [child] = await tx
    .select({ id: frontCategories.id })
    .from(frontCategories)
    .where(eq(frontCategories.parentId, id))
    .limit(1);
  if (child) throw new BusinessError(ErrorCode.business, 'frontCategory.hasChildren');
  await tx.delete(frontCategoryLinks).where(eq(frontCategoryLinks.frontCategoryId, id));
  await tx.delete(frontCategories).where(eq(frontCategories.id, id));
  await publish(tx, [frontCategoryEvents.deleted.of({ frontCategoryIds: [id] })]);
  return { frontCategoryId: input.frontCategoryId };
}

/** Replaces the links of a level-3 entry; every category must be an enabled back-office leaf. */
export async function setFrontCategoryLinks(
  tx: Tx,
  input: ParsedInput<typeof setLinksCall>,
): Promise<FrontCategoryAdmin> {
  const id = parseId(input.frontCategoryId);
  const entry = throwIfNotFound(await lockFrontCategory(tx, id));
  if (entry.level !== FRONT_CATEGORY_MAX_LEVEL)
    throw fieldError('frontCategory.linksOnlyLevel3', 'frontCategoryId');
  const wanted = input.categoryIds.map(parseId);
  if (wanted.length > 0) {
    const leaves = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, wanted), eq(categories.isLeaf, true), eq(categories.status, 1)))
      // A category being disabled at the same moment waits for this link, or this link for it.
      .for('share');
    if (leaves.length !== wanted.length) throw fieldError('frontCategory.linkNotLeaf', 'categoryIds');
  }
  await tx.delete(frontCategoryLinks).where(eq(frontCategoryLinks.frontCategoryId, id));
  if (wanted.length > 0)
    await tx
      .insert(frontCategoryLinks)
      .values(wanted.map((categoryId) => ({ frontCategoryId: id, categoryId })));
  await publish(tx, [frontCategoryEvents.linked.of({ frontCategoryIds: [id] })]);
  return loadFrontCategory(tx, id);
}
