import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The role fields' labels: the role list, its filters, the forms, the detail and the authorisation lists. */
export const roleGlossary = defineGlossary('role.field', {
  roleId: bilingual('角色编号', 'Role no.'),
  roleCode: bilingual('角色编码', 'Role code'),
  roleName: bilingual('角色名称', 'Role name'),
  roleNameEn: bilingual('英文名称', 'English name'),
  kind: bilingual('适用用户类型', 'For users of kind'),
  status: bilingual('状态', 'State'),
  builtIn: bilingual('系统内置', 'Built in'),
  userCount: bilingual('授权用户数', 'Users'),
  orgCount: bilingual('授权单位数', 'Organisations'),
  menuCount: bilingual('菜单与权限数', 'Menus and access codes'),
  keyword: bilingual('关键字', 'Keyword'),
  assigned: bilingual('已授权', 'Assigned'),
  userId: bilingual('用户编号', 'User no.'),
  username: bilingual('用户名', 'Username'),
  userName: bilingual('姓名', 'Name'),
  orgId: bilingual('单位编号', 'Organisation no.'),
  orgName: bilingual('所属单位', 'Organisation'),
  deptName: bilingual('所属部门', 'Department'),
  name: bilingual('单位名称', 'Organisation'),
  code: bilingual('单位编码', 'Code'),
  orgType: bilingual('单位类型', 'Organisation type'),
});
