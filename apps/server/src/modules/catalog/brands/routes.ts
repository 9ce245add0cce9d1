import { changeBrandStatus, createBrand, getBrand, queryBrandList, updateBrand } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, mayMakeCall as mayCall } from '../../../platform/bind-call';
import { recordWithHistory, stepOnRecord } from '../../../platform/steps/record-calls';
import { defineFileRecordAccess } from '../../files';
import { listBrands, loadBrand } from './brand-list';
import { brandSteps } from './brand-steps';
import * as writes from './brand-writes';

export function registerBrandRoutes(app: FastifyInstance): void {
  // A brand's logo is seen by whoever may see brands.
  defineFileRecordAccess('brand', async (_db, actor) => mayCall(actor, queryBrandList));
  bindCall(app, queryBrandList, ({ db, input }) => listBrands(db, input));
  bindCall(app, getBrand, recordWithHistory(brandSteps, 'brandId', loadBrand));
  bindCall(app, createBrand, ({ tx, actor, input }) => writes.createBrand(tx, actor, input));
  bindCall(app, updateBrand, ({ tx, actor, input }) => writes.updateBrand(tx, actor, input));
  bindCall(app, changeBrandStatus, stepOnRecord(brandSteps, 'brandId', loadBrand));
}
