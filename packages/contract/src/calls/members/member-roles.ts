import { RoleCode } from '../../codes';

/**
 * The built-in roles an enterprise administrator hands out in its own organisation without an operator's grant
 * (SPEC §1 is silent): the purchaser roles buyer and approver. Operators grant it further roles per organisation
 * (umc_orgCommit) and hand out every role themselves; nobody grants a role to a user of another kind
 * (access/grants.ts: rolesGrantableBy, grantableRolesOf).
 */
export const GRANTABLE_ROLES = {
  enterpriseAdmin: [RoleCode.buyer, RoleCode.approver],
} as const;
