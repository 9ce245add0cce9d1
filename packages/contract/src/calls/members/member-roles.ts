import { RoleCode, type UserKind } from '../../codes';

/**
 * Which roles a member may be granted, and by whom (SPEC §1 is silent; until the roles issue lets operators decide
 * per organisation): an enterprise administrator hands out the purchaser roles (buyer, approver) in its own
 * organisation; an operator also makes enterprise administrators, and gives suppliers' and operators' members
 * their kind's roles. Nobody grants a role of another kind of user (never an operator role to a purchaser).
 */
export const GRANTABLE_ROLES: Readonly<Record<'enterpriseAdmin' | UserKind, readonly string[]>> = {
  enterpriseAdmin: [RoleCode.buyer, RoleCode.approver],
  purchaser: [RoleCode.buyer, RoleCode.approver, RoleCode.orgAdmin],
  supplier: [RoleCode.supplier],
  operator: [RoleCode.operator, RoleCode.operatorStaff],
};

/** The roles an actor of `actorKind` may grant a member of `memberKind`. */
export function grantableRoles(actorKind: UserKind, memberKind: UserKind): readonly string[] {
  if (actorKind === 'operator') return GRANTABLE_ROLES[memberKind];
  return actorKind === 'purchaser' && memberKind === 'purchaser' ? GRANTABLE_ROLES.enterpriseAdmin : [];
}
