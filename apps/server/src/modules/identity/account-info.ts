import type { CallOutput, getAccountInfo, Locale } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { throwIfNotFound } from '../../platform/errors';
import { isoOrNull, isoText } from '../../platform/ids';
import { roles, userRoles } from '../access/shared-tables';
import { orgs } from '../org/shared-tables';
import { users } from './tables';

/** The logged-in user's own account; roles are named in the caller's language. */
export async function loadAccountInfo(
  db: Db,
  actor: Actor,
  locale: Locale,
): Promise<CallOutput<typeof getAccountInfo>> {
  const [row] = await db
    .select({
      user: users,
      orgName: orgs.name,
      orgType: orgs.orgType,
      creditCode: orgs.creditCode,
    })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, actor.userId));
  const { user, orgName, orgType, creditCode } = throwIfNotFound(row);
  const held = await db
    .select({ roleCode: roles.roleCode, roleName: roles.roleName, roleNameEn: roles.roleNameEn })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 1)))
    .where(eq(userRoles.userId, actor.userId))
    .orderBy(asc(roles.roleCode));
  return {
    userId: String(user.id),
    username: user.username,
    userName: user.userName,
    isProfessionalOrgExt: user.kind,
    mobile: user.mobile,
    email: user.email,
    memberClass: user.memberClass,
    orgId: user.orgId === null ? null : String(user.orgId),
    orgName,
    orgType,
    creditCode,
    roles: held.map((r) => ({
      roleCode: r.roleCode,
      roleName: locale === 'en-US' ? r.roleNameEn : r.roleName,
    })),
    createdAt: isoText(user.createdAt),
    lastLoginAt: isoOrNull(user.lastLoginAt),
  };
}
