/**
 * Stations' rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them).
 * Post management and its access codes are operator:admin's and org:admin's (orgadmin01, its own organisation);
 * role stations are operators' (roles are theirs).
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_queryStations: 'orgadmin01 operator01',
  umc_getStation: 'orgadmin01 operator01',
  umc_saveStation: 'orgadmin01 operator01',
  umc_dealStation: 'orgadmin01 operator01',
  umc_deleteStation: 'orgadmin01 operator01',
  umc_queryStationMembers: 'orgadmin01 operator01',
  umc_saveStationMembers: 'orgadmin01 operator01',
  umc_saveDataPermission: 'orgadmin01 operator01',
  umc_alreadyAndNorRoleStationNew: 'operator01',
  umc_saveRoleStations: 'operator01',
};
