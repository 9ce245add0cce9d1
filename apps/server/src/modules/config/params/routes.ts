import { queryParamHistory, queryParams, searchParamOrgs, updateParam } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listConfigChanges } from '../history';
import * as admin from './param-admin';

export function registerParamRoutes(app: FastifyInstance): void {
  bindCall(app, queryParams, ({ db, input }) => admin.loadParams(db, input.group));
  bindCall(app, updateParam, ({ db, tx, actor, input }) => admin.updateParam(db, tx, actor, input));
  bindCall(app, queryParamHistory, ({ db, input }) =>
    listConfigChanges(db, { ...input, kind: 'param', scopeKey: input.key }),
  );
  bindCall(app, searchParamOrgs, ({ db, input }) => admin.searchPurchaserOrgs(db, input.keyword));
}
