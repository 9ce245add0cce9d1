import { orgEvents } from '@procuremart/contract';
import { and, inArray, isNull, or } from 'drizzle-orm';
import { forgetCachedSession } from '../../platform/actor-cache';
import { now } from '../../platform/clock';
import { subscribe } from '../../platform/steps/domain-events';
import { orgWithDepartments } from '../org';
import { sessions, users } from './tables';

/**
 * The members of an organisation that stops trading (stopped, revoked, cancelled …) are signed out in the step
 * that closes it, its departments' members too: sign-in refuses them from then on (org.closed).
 */
export const closedOrgSubscribers = [
  subscribe(orgEvents.stateChanged, 'identity.endClosedOrgSessions', async (tx, { orgId, mayTrade }) => {
    if (mayTrade) return;
    const orgIds = await orgWithDepartments(tx, orgId);
    const members = tx
      .select({ id: users.id })
      .from(users)
      .where(or(inArray(users.orgId, orgIds), inArray(users.orgUnitId, orgIds)));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(isNull(sessions.revokedAt), inArray(sessions.userId, members)))
      .returning({ tokenHash: sessions.tokenHash });
    for (const session of ended) forgetCachedSession(session.tokenHash);
  }),
];
