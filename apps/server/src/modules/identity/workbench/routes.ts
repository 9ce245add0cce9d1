import { getWorkbench, saveCommonMenus } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { loadWorkbench, saveCommonMenusOf } from './workbench';

export function registerWorkbenchRoutes(app: FastifyInstance): void {
  bindCall(app, getWorkbench, ({ db, actor, locale }) => loadWorkbench(db, actor, locale));
  bindCall(app, saveCommonMenus, ({ tx, actor, input }) => saveCommonMenusOf(tx, actor, input.menuCodes));
}
