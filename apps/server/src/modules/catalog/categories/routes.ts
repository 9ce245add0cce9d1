import {
  deleteAttribute,
  deleteAttributeGroup,
  deleteAttributeValue,
  deleteCategory,
  queryAttributeGroups,
  queryCategoryAttributes,
  queryCategoryTree,
  saveAttribute,
  saveAttributeGroup,
  saveAttributeValue,
  saveCategory,
  setCategoryStatus,
  sortAttributeValues,
  sortCategories,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { bindCall } from '../../../platform/bind-call';
import * as groups from './attribute-groups';
import { loadCategoryAttributes } from './attribute-reads';
import * as attributeWrites from './attribute-writes';
import { forgetStorefrontReads } from './catalogue-lock';
import * as categoryDelete from './category-delete';
import { sortCategories as sortCategoriesUseCase } from './category-order';
import { loadCategoryRows } from './category-rows';
import * as categoryWrites from './category-writes';

/** A category change shows on the storefront at once: its cached aggregates are read again. */
async function thenForget<T>(db: Db, work: Promise<T>): Promise<T> {
  const result = await work;
  forgetStorefrontReads(db);
  return result;
}

export function registerCategoryRoutes(app: FastifyInstance): void {
  bindCall(app, queryCategoryTree, async ({ db }) => ({ categories: await loadCategoryRows(db) }));
  bindCall(app, saveCategory, ({ db, tx, input }) => thenForget(db, categoryWrites.saveCategory(tx, input)));
  bindCall(app, setCategoryStatus, ({ db, tx, actor, input }) =>
    thenForget(db, categoryWrites.setCategoryStatus(tx, actor, input)),
  );
  bindCall(app, sortCategories, ({ db, tx, input }) => thenForget(db, sortCategoriesUseCase(tx, input)));
  bindCall(app, deleteCategory, ({ db, tx, input }) =>
    thenForget(db, categoryDelete.deleteCategory(tx, input)),
  );

  bindCall(app, queryAttributeGroups, ({ db, input }) => groups.listAttributeGroups(db, input));
  bindCall(app, saveAttributeGroup, ({ tx, input }) => groups.saveAttributeGroup(tx, input));
  bindCall(app, deleteAttributeGroup, ({ tx, input }) => groups.deleteAttributeGroup(tx, input));

  bindCall(app, queryCategoryAttributes, ({ db, input }) => loadCategoryAttributes(db, input));
  bindCall(app, saveAttribute, ({ tx, input }) => attributeWrites.saveAttribute(tx, input));
  bindCall(app, deleteAttribute, ({ tx, input }) => attributeWrites.deleteAttribute(tx, input));
  bindCall(app, saveAttributeValue, ({ tx, input }) => attributeWrites.saveAttributeValue(tx, input));
  bindCall(app, sortAttributeValues, ({ tx, input }) => attributeWrites.sortAttributeValues(tx, input));
  bindCall(app, deleteAttributeValue, ({ tx, input }) => attributeWrites.deleteAttributeValue(tx, input));
}
