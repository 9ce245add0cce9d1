import {
  deleteFrontCategory,
  queryFrontCategoryTree,
  saveFrontCategory,
  setFrontCategoryLinks,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { loadBackCategoryOptions, loadFrontCategoryNodes } from './front-category-read';
import * as writes from './front-category-writes';

export function registerFrontCategoryRoutes(app: FastifyInstance): void {
  bindCall(app, queryFrontCategoryTree, async ({ db }) => ({
    nodes: await loadFrontCategoryNodes(db),
    backCategories: await loadBackCategoryOptions(db),
  }));
  bindCall(app, saveFrontCategory, ({ tx, input }) => writes.saveFrontCategory(tx, input));
  bindCall(app, deleteFrontCategory, ({ tx, input }) => writes.deleteFrontCategory(tx, input));
  bindCall(app, setFrontCategoryLinks, ({ tx, input }) => writes.setFrontCategoryLinks(tx, input));
}
