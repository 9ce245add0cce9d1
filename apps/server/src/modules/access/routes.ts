import { getAllMenuCodes, getUserMenus } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { allMenuCodes, userMenuTree } from './menus/user-menus';

export function registerAccessRoutes(app: FastifyInstance): void {
  bindCall(app, getUserMenus, ({ db, actor, input }) => userMenuTree(db, actor, input.appCode));
  bindCall(app, getAllMenuCodes, ({ db }) => allMenuCodes(db));
}
