/**
 * The workbench's rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them):
 * "my home" is open to every logged-in user without menu entitlement (SPEC §2), so are its common menus.
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_getWorkbench: 'users',
  umc_saveCommonMenus: 'users',
};
