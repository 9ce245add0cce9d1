// The menu pages' codes, apart from the calls: the page manifests (in every first load) import them, and the
// calls' module would bring zod with it.

/** Menu codes of menu management (SPEC §2 "Content and process": menuManage, systemQuery). */
export const MENU_PERMISSION = {
  /** Menu management: rename, reorder, hide and group menus per application, as a draft, then publish. */
  manage: 'menuManage',
  /** Application management: the applications (app codes) menus are grouped by. */
  apps: 'systemQuery',
} as const;

/** The most pages a user pins to its home as common menus. */
export const MAX_COMMON_MENUS = 20;
