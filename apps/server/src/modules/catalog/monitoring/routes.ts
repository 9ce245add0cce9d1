import {
  queryMonitorOptions,
  queryPriceCompare,
  queryPriceCompareGroups,
  queryPriceMonitor,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { loadComparison } from './compare-detail';
import { listCompareGroups } from './compare-groups';
import { listPriceMonitor } from './monitor-list';
import { loadMonitorOptions } from './monitor-options';

// Operators see every supplier's goods (rowScope gives operators every row), so these lists take no scope.
export function registerMonitoringRoutes(app: FastifyInstance): void {
  bindCall(app, queryPriceMonitor, ({ db, input }) => listPriceMonitor(db, input));
  bindCall(app, queryMonitorOptions, ({ db }) => loadMonitorOptions(db));
  bindCall(app, queryPriceCompareGroups, ({ db, input }) => listCompareGroups(db, input));
  bindCall(app, queryPriceCompare, ({ db, input }) => loadComparison(db, input.skuId));
}
