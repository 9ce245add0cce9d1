import {
  deleteMenuApp,
  publishMenusInitial,
  publishMenusSave,
  queryMenuApps,
  queryMenuDraft,
  reorderMenuDraft,
  resetMenuDraft,
  saveMenuApp,
  saveMenuDraft,
  searchMenuUsers,
  selMenusByUser,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { forgetCachedActors } from '../../../platform/actor-cache';
import { bindCall } from '../../../platform/bind-call';
import { effectiveMenusOf, searchUsers } from './effective-menus';
import { deleteApp, listApps, saveApp } from './menu-apps';
import { menuDraft, reorderDraft, resetDraft, saveDraft } from './menu-draft';
import { publishDraft, restartDraft } from './menu-publish';

export function registerMenuRoutes(app: FastifyInstance): void {
  bindCall(app, queryMenuApps, async ({ db }) => ({ apps: await listApps(db) }));
  bindCall(app, saveMenuApp, ({ tx, input }) => saveApp(tx, input));
  bindCall(app, deleteMenuApp, ({ tx, input }) => deleteApp(tx, Number(input.appId)));
  bindCall(app, queryMenuDraft, ({ db, input }) => menuDraft(db, input.appCode));
  bindCall(app, saveMenuDraft, ({ tx, input }) => saveDraft(tx, input));
  bindCall(app, resetMenuDraft, ({ tx, input }) => resetDraft(tx, Number(input.menuId)));
  bindCall(app, reorderMenuDraft, ({ tx, input }) => reorderDraft(tx, input));
  bindCall(app, publishMenusInitial, ({ tx }) => restartDraft(tx));
  bindCall(app, publishMenusSave, async ({ tx }) => {
    const published = await publishDraft(tx);
    // Users' menus follow at their next request (the session's codes are re-read, not cached).
    forgetCachedActors();
    return published;
  });
  bindCall(app, selMenusByUser, ({ db, input }) => effectiveMenusOf(db, Number(input.userId)));
  bindCall(app, searchMenuUsers, async ({ db, input }) => ({ rows: await searchUsers(db, input.keyword) }));
}
