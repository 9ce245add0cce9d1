import type { UserInfo } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { throwIfNotFound } from '../../platform/errors';
import { menuCodesOf, roleCodesOf } from '../access';
import { readParam } from '../config';
import { awaitingAuditOf } from '../org';
import { orgs } from '../org/shared-tables';
import { users } from './tables';

/** The userInfo the web keeps for a session: kind, organisation, role codes, menu codes and the time zone. */
export async function loadUserInfo(db: Db | Tx, userId: number): Promise<UserInfo> {
  const [row] = await db
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
    .where(eq(users.id, userId));
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
