import { getCancelApplyDetail, queryMyCancelApplyList } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { loadMyCancelApplication } from './cancel-apply-detail';
import { listMyCancelApplications } from './my-cancel-apply-list';

export function registerCancellationRoutes(app: FastifyInstance): void {
  bindCall(app, queryMyCancelApplyList, ({ db, actor, input }) => listMyCancelApplications(db, actor, input));
  bindCall(app, getCancelApplyDetail, ({ db, actor, input }) =>
    loadMyCancelApplication(db, actor, parseId(input.applicationId)),
  );
}
