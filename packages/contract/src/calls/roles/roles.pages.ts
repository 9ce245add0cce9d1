import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { ROLE_PERMISSION as P } from './role-permissions';

const operators = [RoleCode.operator];

/**
 * Roles (SPEC §2 "User and role administration": roleList, roleDetail, roleConfig, roleAuthority, roleResource;
 * "Content and process": roleManagement). Operators run every role; an enterprise administrator hands the roles
 * granted to its organisation to its own members. Access codes and hidden pages take the list's roles.
 */
export default definePages('roles', [
  {
    name: P.list,
    parent: 'orgCenter',
    title: bilingual('角色管理', 'Roles'),
    icon: 'safety',
    roles: operators,
  },
  { name: P.edit, kind: 'access', parent: P.list, title: bilingual('维护角色', 'Maintain roles') },
  {
    name: P.detail,
    params: ['roleId'],
    parent: P.list,
    title: bilingual('角色详情', 'Role'),
    hidden: true,
  },
  {
    name: P.config,
    params: ['roleId'],
    parent: P.list,
    title: bilingual('角色菜单配置', 'Role menus'),
    hidden: true,
  },
  {
    name: P.authority,
    params: ['roleId'],
    parent: P.list,
    title: bilingual('角色授权', 'Role authorisation'),
    hidden: true,
  },
  {
    name: P.resource,
    params: ['roleId'],
    parent: P.list,
    title: bilingual('角色资源', 'Role resources'),
    hidden: true,
  },
  {
    name: P.management,
    parent: 'orgCenter',
    title: bilingual('本单位角色', 'Our roles'),
    icon: 'safety',
    roles: [RoleCode.orgAdmin],
  },
]);
