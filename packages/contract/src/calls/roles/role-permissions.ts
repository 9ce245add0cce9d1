// The role pages' menu and access codes, apart from the role machine and the calls: the page manifests (in
// every first load) import them, and the machine's or the calls' modules would bring zod with them.

/** Menu and access codes of the role pages (roles.pages.ts). */
export const ROLE_PERMISSION = {
  /** Operators: every role, its detail, menus, users and organisations. */
  list: 'roleList',
  detail: 'roleDetail',
  /** The menus and access codes a role grants (umc_configMenus). */
  config: 'roleConfig',
  /** Users and organisations a role is granted to (umc_authUserCommit, umc_orgCommit). */
  authority: 'roleAuthority',
  /** What a role grants, read only. */
  resource: 'roleResource',
  /** Create, edit, stop, restart and delete roles (one access code: the first-load bundle is nearly full). */
  edit: 'roleEdit',
  /** An enterprise administrator: the roles granted to its organisation, handed to its own members. */
  management: 'roleManagement',
} as const;
