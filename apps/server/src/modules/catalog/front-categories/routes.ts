import {
  deleteFrontCategory,
  queryFrontCategoryTree,
  saveFrontCategory,
  setFrontCategoryLinks,
  sortFrontCategories,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { forgetCachedReads } from '../goods/read-cache';
import { sortFrontCategories as sortUseCase } from './front-category-order';
import { loadBackCategoryOptions, loadFrontCategoryNodes } from './front-category-read';
import * as writes from './front-category-writes';

export function registerFrontCategoryRoutes(app: FastifyInstance): void {
  bindCall(app, queryFrontCategoryTree, async ({ db }) => ({
    nodes: await loadFrontCategoryNodes(db),
    backCategories: await loadBackCategoryOptions(db),
  }));
  bindCall(app, saveFrontCategory, ({ tx, input }) => writes.saveFrontCategory(tx, input));
  // The home page's floors name front categories: its cached copy is read again after a reorder.
  bindCall(app, sortFrontCategories, async ({ db, tx, input }) => {
    const sorted = await sortUseCase(tx, input);
    forgetCachedReads(db);
    return sorted;
  });
  bindCall(app, deleteFrontCategory, ({ tx, input }) => writes.deleteFrontCategory(tx, input));
  bindCall(app, setFrontCategoryLinks, ({ tx, input }) => writes.setFrontCategoryLinks(tx, input));
}
