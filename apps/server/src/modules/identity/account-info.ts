import { type CallOutput, getAccountInfo, type Locale } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { throwIfNotFound } from '../../platform/errors';
import { rowReader } from '../../platform/row-reader';
import { roles, userRoles } from '../access/shared-tables';
import { orgs } from '../org/shared-tables';
import { users } from './tables';

const accountSchema = getAccountInfo.output;

/** The user's own columns with its organisation's. */
const accountRow = rowReader(accountSchema.omit({ roles: true }), users, {
  userId: users.id,
  isProfessionalOrgExt: users.kind,
  orgName: orgs.name,
  orgType: orgs.orgType,
  creditCode: orgs.creditCode,
});

/** A role the user holds, named in one language. */
const roleRows = {
  'zh-CN': rowReader(accountSchema.shape.roles.element, roles),
  'en-US': rowReader(accountSchema.shape.roles.element, roles, { roleName: roles.roleNameEn }),
};

/** The logged-in user's own account; roles are named in the caller's language. */
export async function loadAccountInfo(
  db: Db,
  actor: Actor,
  locale: Locale,
): Promise<CallOutput<typeof getAccountInfo>> {
  const [row] = await db
    .select(accountRow.columns)
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, actor.userId));
  const roleRow = roleRows[locale];
  const held = await db
    .select(roleRow.columns)
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 1)))
    .where(eq(userRoles.userId, actor.userId))
    .orderBy(asc(roles.roleCode));
  return { ...accountRow.toRow(throwIfNotFound(row)), roles: held.map(roleRow.toRow) };
}
