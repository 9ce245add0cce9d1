import type { CategoryRow, sortCategories as sortCall } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { reorderSiblings } from '../../../platform/sibling-order';
import { categories } from '../tables';
import { lockCatalogueStructure } from './catalogue-lock';
import { loadCategoryRowsOf } from './category-rows';

const categoryOrder = {
  table: categories,
  id: categories.id,
  parentId: categories.parentId,
  sortNo: categories.sortNo,
  version: categories.version,
};

/** Puts one parent's categories in the order given (operators only: no row scope); they keep their parent. */
export async function sortCategories(
  tx: Tx,
  input: ParsedInput<typeof sortCall>,
): Promise<{ categories: CategoryRow[] }> {
  await lockCatalogueStructure(tx);
  const ids = await reorderSiblings(tx, categoryOrder, {
    parentId: input.parentId === null ? null : parseId(input.parentId),
    siblings: input.siblings.map((s) => ({ id: parseId(s.categoryId), version: s.version })),
  });
  return { categories: await loadCategoryRowsOf(tx, ids) };
}
