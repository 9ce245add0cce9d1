import { queryMerchantList, queryOrgAuditList, querySupplierAuditLogList } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listMerchants, listOrgAudit, listSupplierAuditLog } from './application-list';

export function registerOrgAuditRoutes(app: FastifyInstance): void {
  bindCall(app, queryOrgAuditList, ({ db, actor, input }) => listOrgAudit(db, actor, input));
  bindCall(app, queryMerchantList, ({ db, actor, input }) => listMerchants(db, actor, input));
  bindCall(app, querySupplierAuditLogList, ({ db, input }) => listSupplierAuditLog(db, input));
}
