import { selectRole, selectRoleMenus } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useTabTitle } from '../../app/tabs/tab-title';
import { useLocalName } from '../../i18n/local-name';
import { roleKeys } from './keys';

/** A role and its menus for the menu pages, the tab named after the role. */
export function useRoleMenus(roleId: string | undefined) {
  const local = useLocalName();
  const id = roleId ?? '';
  const role = useQuery({
    queryKey: roleKeys.detail(id),
    queryFn: () => api(selectRole, { roleId: id }),
    enabled: id !== '',
  });
  const menus = useQuery({
    queryKey: roleKeys.menus(id),
    queryFn: () => api(selectRoleMenus, { roleId: id }),
    enabled: id !== '',
  });
  const name = role.data ? local(role.data.roleName, role.data.roleNameEn) : '';
  useTabTitle(name || undefined);
  return { roleId: id, name, menus };
}
