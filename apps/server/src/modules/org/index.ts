// The org domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.

export { departmentNamed, type OrgPlacement, placementOf } from './org-placement';
export { findRegisteredOrg, orgsTrading, orgWithDepartments, purchaseUnitsOf } from './org-trading';
export { createOrg, ensurePlatformOrg, PLATFORM_ORG } from './org-writes';
