import {
  ROLE_PERMISSION,
  type RoleDetail,
  type RoleRow,
  roleListColumns,
  roleMachine,
  selectRoles,
} from '@procuremart/contract';
import { deleteRole, restartRole, selectRole, stopRole } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import type { DetailSection, RowAction } from '../../resources/types';
import { roleKeys } from './keys';

/** Operators' role list (roleList): every role, by name, code, kind of user and state. */
export const roleList = defineList(selectRoles, {
  listKey: 'roles',
  view: { page: 'roleDetail', params: (role) => ({ roleId: role.roleId }) },
  titleKey: 'role.listTitle',
  rowKey: 'roleId',
  queryKey: roleKeys.list(),
  machine: roleMachine,
  emptyHintKey: 'role.emptyHint',
  columns: pageColumns(roleListColumns, { status: { width: 90 } }),
});

/** The enterprise administrator's roles (roleManagement): those its organisation may hand out. */
export const ownRoleList = defineList(selectRoles, {
  listKey: 'ownRoles',
  titleKey: 'role.ownTitle',
  rowKey: 'roleId',
  queryKey: roleKeys.own(),
  emptyHintKey: 'role.ownEmptyHint',
  columns: pageColumns(roleListColumns, { orgCount: { hidden: true }, menuCount: { hidden: true } }),
  filters: { kind: { hidden: true } },
});

/** Stop (asks first, with an optional remark) and restart, from the role machine. */
export const roleStatusActions = machineActions<Pick<RoleRow, 'roleId'>, 'stop' | 'restart'>(roleMachine, {
  events: ['stop', 'restart'],
  danger: ['stop'],
  run: (role, event, { remark }) =>
    api(event === 'stop' ? stopRole : restartRole, { roleId: role.roleId, remark }),
});

/** Delete: offered on a role nobody holds that the program does not name; asks first. */
export const deleteRoleAction = <R extends RoleRow>(codes: readonly string[]): RowAction<R> => ({
  key: 'delete',
  labelKey: 'role.action.delete',
  danger: true,
  visible: (role) => codes.includes(ROLE_PERMISSION.edit) && !role.builtIn && role.userCount === 0,
  confirm: { titleKey: 'role.confirm.delete', descriptionKey: 'role.confirm.deleteHint' },
  successKey: 'role.success.deleted',
  run: (role) => api(deleteRole, { roleId: role.roleId }),
});

export const loadRole = (roleId: string) => api(selectRole, { roleId });

export const roleSections: DetailSection<RoleDetail>[] = [
  {
    titleKey: 'role.section.basic',
    items: ['roleCode', 'roleName', 'roleNameEn', 'kind', 'status', 'builtIn'],
  },
  { titleKey: 'role.section.grants', items: ['userCount', 'orgCount', 'menuCount'] },
];
