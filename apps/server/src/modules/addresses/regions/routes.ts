import { queryRegionTree } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindPublicCall } from '../../../platform/bind-call';
import { loadRegionTree } from './region-tree';

export function registerRegionRoutes(app: FastifyInstance): void {
  bindPublicCall(app, queryRegionTree, ({ db }) => loadRegionTree(db));
}
