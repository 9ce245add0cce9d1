/**
 * Roles' rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them).
 * The role pages (roleList and its hidden pages, access codes) are operator:admin's; roleManagement is
 * org:admin's (orgadmin01: the roles its organisation may hand out, to its own members).
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_selectRoles: 'orgadmin01 operator01',
  umc_selectRole: 'orgadmin01 operator01',
  umc_creatRole: 'operator01',
  umc_updateRole: 'operator01',
  umc_stopRole: 'operator01',
  umc_restartRole: 'operator01',
  umc_deleteRole: 'operator01',
  umc_selectRoleMenus: 'operator01',
  umc_configMenus: 'operator01',
  umc_alreadyAndNorUsers: 'orgadmin01 operator01',
  umc_alreadyAndNorOrg: 'operator01',
  umc_authUserCommit: 'orgadmin01 operator01',
  umc_orgCommit: 'operator01',
};
