// The org domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.

export { awaitingAuditOf } from './audit/applicant-gate';
export { applicationRecord, loadApplication } from './audit/application-list';
export { applicationSteps } from './audit/application-steps';
export type { ApplicationDetails } from './audit/application-writes';
export {
  applyMerchantInfo,
  lockDecidableApplications,
  openApplication,
  recordJoinedMerchant,
  releaseApplication,
  saveOwnApplication,
} from './audit/application-writes';
export { departmentNamed, type OrgPlacement, placementOf, topOrgIdSql } from './org-placement';
export { findRegisteredOrg, orgsTrading, orgWithDepartments, purchaseUnitsOf } from './org-trading';
export { createOrg, ensurePlatformOrg, PLATFORM_ORG, updateIndividualOrg } from './org-writes';
