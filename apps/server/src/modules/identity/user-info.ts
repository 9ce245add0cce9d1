import { type UserInfo, UserKindCode } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { throwIfNotFound } from '../../platform/errors';
import { preparedPerDb } from '../../platform/prepared';
import { menuCodesOf, roleCodesOf } from '../access';
import { readParam } from '../config';
import { awaitingAuditOf } from '../org';
import { orgs } from '../org/shared-tables';
import { users } from './tables';

const userInfoStatement = preparedPerDb((db) =>
  db
    .select({
      userId: users.id,
      username: users.username,
      userName: users.userName,
      kind: users.kind,
      orgId: users.orgId,
      orgName: orgs.name,
      access: roleCodesOf(users.id),
      menuCodeList: menuCodesOf(users.id),
      awaitingAudit: awaitingAuditOf(users.orgId),
    })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('umc_user_info'),
);

/**
 * The userInfo of a request's actor, as its session was read (at most the actor cache's few seconds old, as
 * its roles and menus are): asking for it costs no database round trip.
 */
export async function userInfoOf(db: Db, actor: Actor): Promise<UserInfo> {
  return {
    userId: String(actor.userId),
    username: actor.username,
    userName: actor.userName,
    isProfessionalOrgExt: UserKindCode[actor.kind],
    orgId: actor.orgId === null ? null : String(actor.orgId),
    orgName: actor.orgName,
    access: actor.roles,
    menuCodeList: actor.menuCodes,
    timeZone: await readParam(db, 'common.timeZone'),
    ...(actor.awaitingAudit ? { awaitingAudit: true } : {}),
  };
}

/** The userInfo the web keeps for a session: kind, organisation, role codes, menu codes and the time zone. */
export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [row] = await userInfoStatement(db).execute({ userId });
  const user = throwIfNotFound(row);
  return {
    userId: String(user.userId),
    username: user.username,
    userName: user.userName,
    isProfessionalOrgExt: user.kind,
    orgId: user.orgId === null ? null : String(user.orgId),
    orgName: user.orgName,
    access: user.access,
    menuCodeList: user.menuCodeList,
    timeZone: await readParam(db, 'common.timeZone'),
    ...(user.awaitingAudit ? { awaitingAudit: true } : {}),
  };
}
