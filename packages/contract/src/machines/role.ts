import { defineAuditTarget } from '../audit';
import { ROLE_PERMISSION } from '../calls/roles/role-permissions';
import { RoleStatus, type RoleStatusCode } from '../calls/roles/roles.dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

const dealer = { who: ['operator'], permission: ROLE_PERMISSION.edit } as const;

/**
 * A role's state: operators stop it (it grants nothing from its holders' next request on, they keep holding it)
 * and restart it. Deleting is not a step: a role nobody holds is removed with its grants (umc_deleteRole).
 */
export const roleMachine = defineMachine({
  name: 'role',
  audit: {
    target: defineAuditTarget('role', bilingual('角色', 'Role')),
    events: {
      stop: bilingual('停用角色', 'Stop role'),
      restart: bilingual('启用角色', 'Restart role'),
    },
    states: {
      [RoleStatus.active]: bilingual('启用', 'Active'),
      [RoleStatus.stopped]: bilingual('停用', 'Stopped'),
    },
  },
  states: {
    [RoleStatus.active]: 'status.role.1',
    [RoleStatus.stopped]: 'status.role.0',
  } as Record<RoleStatusCode, string>,
  initial: [RoleStatus.active],
  transitions: [
    { from: RoleStatus.active, event: 'stop', to: RoleStatus.stopped, ...dealer, remark: 'optional' },
    { from: RoleStatus.stopped, event: 'restart', to: RoleStatus.active, ...dealer, remark: 'optional' },
  ],
});
