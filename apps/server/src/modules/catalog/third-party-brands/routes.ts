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
import { parseId } from '../../../platform/ids';
import { listThirdPartyBrands } from './list';
import { loadThirdPartyBrand, loadThirdPartyBrandHistory } from './record';
import * as writes from './writes';

export function registerThirdPartyBrandRoutes(app: FastifyInstance): void {
  bindCall(app, queryThirdPartyBrandList, ({ db, input }) => listThirdPartyBrands(db, input));
  bindCall(app, getThirdPartyBrand, async ({ db, input }) => {
    const id = parseId(input.thirdPartyBrandId);
    return { ...(await loadThirdPartyBrand(db, id)), history: await loadThirdPartyBrandHistory(db, id) };
  });
  bindCall(app, createThirdPartyBrand, ({ tx, actor, input }) =>
    writes.createThirdPartyBrand(tx, actor, input),
  );
  bindCall(app, updateThirdPartyBrand, ({ tx, actor, input }) =>
    writes.updateThirdPartyBrand(tx, actor, input),
  );
  bindCall(app, mapThirdPartyBrand, ({ tx, actor, input }) => writes.mapThirdPartyBrand(tx, actor, input));
  bindCall(app, changeThirdPartyBrandStatus, ({ tx, actor, input }) =>
    writes.changeThirdPartyBrandStatus(tx, actor, input),
  );
}
