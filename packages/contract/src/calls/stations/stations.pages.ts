import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { STATION_PERMISSION as P } from './station-permissions';

const admins = [RoleCode.operator, RoleCode.orgAdmin];
const operators = [RoleCode.operator];

/**
 * Stations (posts) and data permissions: post management (SPEC `management`) for enterprise administrators (their
 * own organisation) and operators (every organisation); under System configuration, posts and data permissions
 * across every organisation and the read-only data resource and data authority types; the role stations page
 * opened from the role pages.
 */
export default definePages('stations', [
  {
    name: P.list,
    parent: 'orgCenter',
    menuOrder: 40,
    title: bilingual('岗位管理', 'Stations'),
    icon: 'idcard',
    roles: admins,
  },
  {
    name: P.edit,
    kind: 'access',
    parent: P.list,
    title: bilingual('新增/编辑/停用岗位', 'Add, edit or stop stations'),
    roles: admins,
  },
  {
    name: P.dataPermission,
    kind: 'access',
    parent: P.list,
    title: bilingual('岗位数据权限', 'Station data permissions'),
    roles: admins,
  },
  {
    name: 'stationDetail',
    params: ['stationId'],
    parent: P.list,
    title: bilingual('岗位详情', 'Station'),
    hidden: true,
    roles: admins,
  },
  {
    name: P.configList,
    parent: 'systemCenter',
    menuOrder: 60,
    title: bilingual('岗位与数据权限', 'Posts and data permissions'),
    icon: 'safety',
    roles: operators,
  },
  {
    name: P.resourceTypes,
    parent: 'systemCenter',
    menuOrder: 61,
    title: bilingual('数据资源类型', 'Data resource types'),
    icon: 'database',
    roles: operators,
  },
  {
    name: P.authorityTypes,
    parent: 'systemCenter',
    menuOrder: 62,
    title: bilingual('数据权限类型', 'Data authority types'),
    icon: 'lock',
    roles: operators,
  },
  {
    name: P.roleStations,
    params: ['roleId'],
    parent: P.configList,
    title: bilingual('角色岗位', 'Role stations'),
    hidden: true,
    roles: operators,
  },
]);
