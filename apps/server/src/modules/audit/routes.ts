import { queryOperationLogs } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { listOperationLogs } from './operation-log-list';

export function registerAuditRoutes(app: FastifyInstance): void {
  bindCall(app, queryOperationLogs, ({ db, input }) => listOperationLogs(db, input));
}
