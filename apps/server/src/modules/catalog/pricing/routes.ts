import {
  auditPriceChange,
  changePrice,
  getChangeRequest,
  queryChangeAuditList,
  queryChangeRequestList,
  queryPriceHistory,
  queryPriceSkuList,
  queryStockList,
  updateStock,
  withdrawPriceChange,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { auditPriceChange as decidePriceChange } from './change-approval';
import { listChangeAudit, listChangeRequests, loadChangeRequest } from './change-list';
import * as steps from './change-steps';
import { changePrice as changePriceUseCase } from './price-change';
import { listPriceHistory } from './price-history-list';
import { listOwnSkus } from './sku-list';
import { updateStock as updateStockUseCase } from './stock';

export function registerPricingRoutes(app: FastifyInstance): void {
  bindCall(app, queryStockList, ({ db, actor, input }) => listOwnSkus(db, actor, input));
  bindCall(app, queryPriceSkuList, ({ db, actor, input }) => listOwnSkus(db, actor, input));
  bindCall(app, updateStock, ({ tx, actor, input }) => updateStockUseCase(tx, actor, input));
  bindCall(app, changePrice, ({ tx, actor, input }) => changePriceUseCase(tx, actor, input));
  bindCall(app, queryChangeRequestList, ({ db, actor, input }) => listChangeRequests(db, actor, input));
  bindCall(app, queryChangeAuditList, ({ db, actor, input }) => listChangeAudit(db, actor, input));
  bindCall(app, getChangeRequest, ({ db, actor, input }) => loadChangeRequest(db, actor, input.changeId));
  bindCall(app, auditPriceChange, ({ tx, actor, input }) => decidePriceChange(tx, actor, input));
  bindCall(app, withdrawPriceChange, ({ tx, actor, input }) => steps.withdrawPriceChange(tx, actor, input));
  bindCall(app, queryPriceHistory, ({ db, actor, input }) => listPriceHistory(db, actor, input));
}
