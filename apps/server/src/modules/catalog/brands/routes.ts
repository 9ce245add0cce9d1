import { changeBrandStatus, createBrand, getBrand, queryBrandList, updateBrand } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { listBrands } from './brand-list';
import { loadBrand, loadBrandHistory } from './brand-record';
import * as writes from './brand-writes';

export function registerBrandRoutes(app: FastifyInstance): void {
  bindCall(app, queryBrandList, ({ db, input }) => listBrands(db, input));
  bindCall(app, getBrand, async ({ db, input }) => {
    const brandId = parseId(input.brandId);
    const brand = await loadBrand(db, brandId);
    return { ...brand, history: await loadBrandHistory(db, brandId) };
  });
  bindCall(app, createBrand, ({ tx, actor, input }) => writes.createBrand(tx, actor, input));
  bindCall(app, updateBrand, ({ tx, actor, input }) => writes.updateBrand(tx, actor, input));
  bindCall(app, changeBrandStatus, ({ tx, actor, input }) => writes.changeBrandStatus(tx, actor, input));
}
