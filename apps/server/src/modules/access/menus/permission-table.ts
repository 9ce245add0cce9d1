/**
 * Menu management's rows of the hand-reviewed permission table (platform/permission-table.ts says how to read
 * them). Menus and applications are the platform operator's (operator:admin) pages, SPEC §2 "Content and process".
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_queryMenuApps: 'operator01',
  umc_saveMenuApp: 'operator01',
  umc_deleteMenuApp: 'operator01',
  umc_queryMenuDraft: 'operator01',
  umc_saveMenuDraft: 'operator01',
  umc_resetMenuDraft: 'operator01',
  umc_reorderMenuDraft: 'operator01',
  umc_publishMenusInitial: 'operator01',
  umc_publishMenusSave: 'operator01',
  umc_selMenusByUser: 'operator01',
  umc_searchMenuUsers: 'operator01',
};
