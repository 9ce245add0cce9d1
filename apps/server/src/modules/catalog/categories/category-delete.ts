import { ErrorCode, type MessageKey } from '@procuremart/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { BusinessError, throwIfNotFound } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { homeFloors } from '../../content/shared-tables';
import {
  attributes,
  brandCategories,
  categories,
  frontCategoryLinks,
  skus,
  spus,
  supplierCategories,
} from '../tables';
import { lockCatalogueStructure } from './catalogue-lock';

/** What keeps a category from being deleted, in the order the operator is told. */
const holders: [PgTable, PgColumn, MessageKey][] = [
  [categories, categories.parentId, 'category.hasChildren'],
  [spus, spus.categoryId, 'category.hasGoods'],
  [skus, skus.categoryId, 'category.hasGoods'],
  [attributes, attributes.categoryId, 'category.hasAttributes'],
  [frontCategoryLinks, frontCategoryLinks.categoryId, 'category.hasFrontLinks'],
  [brandCategories, brandCategories.categoryId, 'category.hasBrandLinks'],
  [supplierCategories, supplierCategories.categoryId, 'category.hasSupplierLinks'],
  [homeFloors, homeFloors.categoryId, 'category.onHomeFloor'],
];

async function exists(tx: Tx, table: PgTable, where: SQL): Promise<boolean> {
  const rows = await tx.select({ one: sql<number>`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** Deletes a category nothing refers to; each kind of reference is refused with its own message. */
export async function deleteCategory(tx: Tx, input: { categoryId: string }): Promise<{ categoryId: string }> {
  await lockCatalogueStructure(tx);
  const categoryId = parseId(input.categoryId);
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('update');
  throwIfNotFound(category);
  for (const [table, column, messageKey] of holders) {
    if (await exists(tx, table, eq(column, categoryId)))
      throw new BusinessError(ErrorCode.business, messageKey);
  }
  await tx.delete(categories).where(eq(categories.id, categoryId));
  return { categoryId: input.categoryId };
}
