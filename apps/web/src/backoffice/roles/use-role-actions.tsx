import { ROLE_PERMISSION, type RoleRow, STATION_PERMISSION } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import { pageAction } from '../../resources/page-view';
import type { RowAction } from '../../resources/types';
import { deleteRoleAction, roleStatusActions } from './role-resource';

/**
 * An operator's actions on a role's row and detail page, each for holders of its access code: edit, menus,
 * authorise, resources, stations, stop/restart (the machine's steps), delete.
 */
export function useRoleActions<R extends RoleRow>() {
  const { userInfo } = useSession();
  const codes = userInfo?.menuCodeList ?? [];
  const navigate = useNavigate();
  const form = useEditing<RoleRow>({ mode: 'create' });
  const params = (role: R) => ({ roleId: role.roleId });
  const actions: RowAction<R>[] = [
    {
      key: 'edit',
      labelKey: 'role.action.edit',
      visible: () => codes.includes(ROLE_PERMISSION.edit),
      run: (role) => form.edit({ mode: 'edit', record: role }),
    },
    pageAction(navigate, { page: 'roleConfig', params, labelKey: 'role.action.menus' }, 'menus'),
    pageAction(navigate, { page: 'roleAuthority', params, labelKey: 'role.action.authority' }, 'authority'),
    pageAction(navigate, { page: 'roleResource', params, labelKey: 'role.action.resource' }, 'resource'),
    {
      ...pageAction(navigate, { page: 'roleStations', params, labelKey: 'role.action.stations' }, 'stations'),
      visible: () => codes.includes(STATION_PERMISSION.roleStations),
    },
    ...(roleStatusActions.row as RowAction<R>[]),
    deleteRoleAction<R>(codes),
  ];
  return { actions, form };
}
