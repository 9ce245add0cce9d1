import { getHomeContent } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindPublicCall } from '../../platform/bind-call';
import { loadHomeContent } from './home-content';

export function registerContentRoutes(app: FastifyInstance): void {
  bindPublicCall(app, getHomeContent, ({ db }) => loadHomeContent(db));
}
