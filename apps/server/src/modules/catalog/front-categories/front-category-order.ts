import {
  type FrontCategoryAdmin,
  frontCategoryEvents,
  type sortFrontCategories as sortCall,
} from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { reorderSiblings, siblingOrderOf } from '../../../platform/sibling-order';
import { publish } from '../../../platform/steps/domain-events';
import { frontCategories } from '../tables';
import { loadFrontCategory } from './front-category-read';

/**
 * Puts the entries under one parent in the order given; the storefront menu (read afresh) shows it at once,
 * and the reorder is published (search reads its cached front-category filter again; the route forgets the
 * cached home page).
 */
export async function sortFrontCategories(
  tx: Tx,
  input: ParsedInput<typeof sortCall>,
): Promise<{ nodes: FrontCategoryAdmin[] }> {
  const ids = await reorderSiblings(tx, frontCategories, siblingOrderOf(input, 'frontCategoryId'));
  await publish(tx, [frontCategoryEvents.reordered.of({ frontCategoryIds: ids })]);
  const nodes: FrontCategoryAdmin[] = [];
  for (const id of ids) nodes.push(await loadFrontCategory(tx, id));
  return { nodes };
}
