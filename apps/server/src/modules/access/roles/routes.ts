import {
  alreadyAndNorOrg,
  alreadyAndNorUsers,
  authUserCommit,
  configMenus,
  creatRole,
  deleteRole,
  orgCommit,
  restartRole,
  selectRole,
  selectRoleMenus,
  selectRoles,
  stopRole,
  updateRole,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { recordWithHistory } from '../../../platform/steps/record-calls';
import { commitRoleOrgs, commitRoleUsers, listRoleOrgs, listRoleUsers } from './role-grants';
import { listRoles, loadRole } from './role-list';
import { configRoleMenus, roleMenuTree } from './role-menus';
import { roleSteps } from './role-steps';
import * as writes from './role-writes';

export function registerRoleRoutes(app: FastifyInstance): void {
  bindCall(app, selectRoles, ({ db, actor, input }) => listRoles(db, actor, input));
  bindCall(app, selectRole, recordWithHistory(roleSteps, 'roleId', loadRole));
  bindCall(app, creatRole, ({ tx, actor, input }) => writes.createRole(tx, actor, input));
  bindCall(app, updateRole, ({ tx, actor, input }) => writes.updateRole(tx, actor, input));
  bindCall(app, stopRole, ({ tx, actor, input }) => writes.stepRole(tx, actor, 'stop', input));
  bindCall(app, restartRole, ({ tx, actor, input }) => writes.stepRole(tx, actor, 'restart', input));
  bindCall(app, deleteRole, ({ tx, actor, input }) => writes.deleteRole(tx, actor, input));
  bindCall(app, selectRoleMenus, ({ db, actor, input }) => roleMenuTree(db, actor, input.roleId));
  bindCall(app, configMenus, ({ tx, actor, input }) => configRoleMenus(tx, actor, input));
  bindCall(app, alreadyAndNorUsers, ({ db, actor, input }) => listRoleUsers(db, actor, input));
  bindCall(app, alreadyAndNorOrg, ({ db, actor, input }) => listRoleOrgs(db, actor, input));
  bindCall(app, authUserCommit, ({ tx, actor, input }) => commitRoleUsers(tx, actor, input));
  bindCall(app, orgCommit, ({ tx, actor, input }) => commitRoleOrgs(tx, actor, input));
}
