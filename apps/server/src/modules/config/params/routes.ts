import { queryParamHistory, queryParams, searchParamOrgs, updateParam } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listParamChanges } from '../history';
import * as admin from './param-admin';

export function registerParamRoutes(app: FastifyInstance): void {
  bindCall(app, queryParams, ({ db, input }) => admin.loadParams(db, input.group));
  bindCall(app, updateParam, ({ db, tx, actor, input }) => admin.updateParam(db, tx, actor, input));
  bindCall(app, queryParamHistory, ({ db, input }) => listParamChanges(db, input));
  bindCall(app, searchParamOrgs, ({ db, input }) => admin.searchPurchaserOrgs(db, input.keyword));
}
