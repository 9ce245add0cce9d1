import {
  auditListing,
  forceOffShelf,
  getCommodity,
  getListingOptions,
  getSupplierCommodity,
  queryAuditList,
  queryAuditRecordList,
  queryCommodityList,
  queryShelfControlList,
  querySupplierSkuList,
  requestOffShelf,
  restoreShelf,
  saveSpu,
  submitListing,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall, mayMakeCall } from '../../../platform/bind-call';
import { ownsRow } from '../../../platform/scope';
import { defineFileRecordAccess } from '../../files';
import { spus } from '../tables';
import { listAuditRecords } from './audit-records';
import { loadCommodity, loadOperatorCommodity } from './commodity-detail';
import { listAuditQueue, listCommodities, listShelfControl, listSupplierSkus } from './commodity-lists';
import { auditListing as decideListing } from './listing-approval';
import { loadListingOptions } from './listing-options';
import { saveSpu as saveSpuUseCase } from './save-spu';
import * as steps from './sku-steps';

export function registerCommodityRoutes(app: FastifyInstance): void {
  // An SPU's uploaded pictures are seen by whoever may see the SPU in the back office.
  defineFileRecordAccess('spu', async (db, actor, spuId) => {
    if (actor.kind === 'operator') return mayMakeCall(actor, getCommodity);
    const [spu] = await db.select({ supplierId: spus.supplierId }).from(spus).where(eq(spus.id, spuId));
    return spu !== undefined && ownsRow(actor, spu) && mayMakeCall(actor, getSupplierCommodity);
  });
  bindCall(app, saveSpu, async ({ tx, actor, input }) => {
    const { spuName: _name, ...saved } = await saveSpuUseCase(tx, actor, input);
    return saved;
  });
  bindCall(app, getListingOptions, ({ db, input }) => loadListingOptions(db, input));
  bindCall(app, querySupplierSkuList, ({ db, actor, input }) => listSupplierSkus(db, actor, input));
  bindCall(app, queryCommodityList, ({ db, actor, input }) => listCommodities(db, actor, input));
  bindCall(app, queryShelfControlList, ({ db, actor, input }) => listShelfControl(db, actor, input));
  bindCall(app, queryAuditList, ({ db, actor, input }) => listAuditQueue(db, actor, input));
  bindCall(app, queryAuditRecordList, ({ db, input }) => listAuditRecords(db, input));
  bindCall(app, getSupplierCommodity, ({ db, actor, input }) => loadCommodity(db, actor, input.spuId));
  bindCall(app, getCommodity, ({ db, actor, input }) => loadOperatorCommodity(db, actor, input.spuId));
  bindCall(app, submitListing, ({ tx, actor, input }) => steps.submitListing(tx, actor, input));
  bindCall(app, auditListing, ({ tx, actor, input }) => decideListing(tx, actor, input));
  bindCall(app, requestOffShelf, ({ tx, actor, input }) =>
    steps.takeSkuStep(tx, actor, input, 'takeOffShelf'),
  );
  bindCall(app, forceOffShelf, ({ tx, actor, input }) =>
    steps.takeSkuStep(tx, actor, input, 'forceOffShelf'),
  );
  bindCall(app, restoreShelf, ({ tx, actor, input }) => steps.takeSkuStep(tx, actor, input, 'restore'));
}
