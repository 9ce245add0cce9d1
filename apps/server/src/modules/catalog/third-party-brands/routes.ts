import {
  changeThirdPartyBrandStatus,
  createThirdPartyBrand,
  getThirdPartyBrand,
  mapThirdPartyBrand,
  queryThirdPartyBrandList,
  updateThirdPartyBrand,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { recordWithHistory, stepOnRecord } from '../../../platform/steps/record-calls';
import { listThirdPartyBrands } from './list';
import { loadThirdPartyBrand } from './record';
import { thirdPartyBrandSteps } from './third-party-brand-steps';
import * as writes from './writes';

export function registerThirdPartyBrandRoutes(app: FastifyInstance): void {
  bindCall(app, queryThirdPartyBrandList, ({ db, input }) => listThirdPartyBrands(db, input));
  bindCall(
    app,
    getThirdPartyBrand,
    recordWithHistory(thirdPartyBrandSteps, 'thirdPartyBrandId', loadThirdPartyBrand),
  );
  bindCall(app, createThirdPartyBrand, ({ tx, actor, input }) =>
    writes.createThirdPartyBrand(tx, actor, input),
  );
  bindCall(app, updateThirdPartyBrand, ({ tx, actor, input }) =>
    writes.updateThirdPartyBrand(tx, actor, input),
  );
  bindCall(app, mapThirdPartyBrand, ({ tx, actor, input }) => writes.mapThirdPartyBrand(tx, actor, input));
  bindCall(
    app,
    changeThirdPartyBrandStatus,
    stepOnRecord(thirdPartyBrandSteps, 'thirdPartyBrandId', loadThirdPartyBrand),
  );
}
