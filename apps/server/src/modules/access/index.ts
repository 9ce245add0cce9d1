// The access domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.
export {
  grantableRolesOf,
  grantRole,
  heldRoleIds,
  menuCodesOf,
  menuGrantsOf,
  ownRoleIds,
  roleCodesOf,
  rolesGrantableBy,
  setManageableRoles,
} from './grants';
export { dataScopesOf } from './stations/held-stations';
