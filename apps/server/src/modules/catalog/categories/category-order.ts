import type { CategoryRow, sortCategories as sortCall } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { reorderSiblings, siblingOrderOf } from '../../../platform/sibling-order';
import { categories } from '../tables';
import { lockCatalogueStructure } from './catalogue-lock';
import { loadCategoryRowsOf } from './category-rows';

/** Puts one parent's categories in the order given (operators only: no row scope); they keep their parent. */
export async function sortCategories(
  tx: Tx,
  input: ParsedInput<typeof sortCall>,
): Promise<{ categories: CategoryRow[] }> {
  await lockCatalogueStructure(tx);
  const ids = await reorderSiblings(tx, categories, siblingOrderOf(input, 'categoryId'));
  return { categories: await loadCategoryRowsOf(tx, ids) };
}
