import type { FrontCategoryAdmin, sortFrontCategories as sortCall } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { reorderSiblings, siblingOrderOf } from '../../../platform/sibling-order';
import { invalidateSearchCache } from '../../search';
import { frontCategories } from '../tables';
import { loadFrontCategory } from './front-category-read';

/**
 * Puts the entries under one parent in the order given; the storefront menu (read afresh) shows it at once
 * and the cached front-category search filter is read again (the route forgets the cached home page).
 */
export async function sortFrontCategories(
  tx: Tx,
  input: ParsedInput<typeof sortCall>,
): Promise<{ nodes: FrontCategoryAdmin[] }> {
  const ids = await reorderSiblings(tx, frontCategories, siblingOrderOf(input, 'frontCategoryId'));
  invalidateSearchCache();
  const nodes: FrontCategoryAdmin[] = [];
  for (const id of ids) nodes.push(await loadFrontCategory(tx, id));
  return { nodes };
}
