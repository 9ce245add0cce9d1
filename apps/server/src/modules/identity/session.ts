import { createHash, randomBytes } from 'node:crypto';
import { kindFromCode } from '@procuremart/contract';
import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import {
  actorCacheGeneration,
  type CachedSession,
  cachedSession,
  cacheSession,
  forgetCachedSession,
} from '../../platform/actor-cache';
import { preparedPerDb } from '../../platform/prepared';
import type { DataScope } from '../../platform/scope';
import { dataScopesOf, menuCodesOf, roleCodesOf } from '../access';
import { suppliers } from '../catalog/shared-tables';
import { awaitingAuditOf } from '../org';
import { orgs } from '../org/shared-tables';
import { sessions, users } from './tables';

const MINUTE = 60_000;
/** A session idles out after two hours without a request. */
export const SESSION_IDLE_MS = 120 * MINUTE;
/** last_seen_at moves at most once a minute, so that busy users do not write on every request. */
const SLIDE_EVERY_MS = MINUTE;
const DAY = 24 * 60 * MINUTE;

/** The absolute lifetime of a session, equal to its cookie's: one day, seven with remember-me. */
export const sessionLifetimeMs = (remember: boolean): number => (remember ? 7 * DAY : DAY);

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  tx: Tx,
  userId: number,
  remember: boolean,
  now: Date,
  maxLiveSessions = Number.POSITIVE_INFINITY,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(remember));
  await tx.insert(sessions).values({
    tokenHash,
    userId,
    remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  // Dead sessions of this user are of no further use.
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
  if (Number.isFinite(maxLiveSessions)) {
    // At most maxLiveSessions live sessions per user, the new one included: the oldest end first.
    const surplus = await tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenHash)))
      .orderBy(desc(sessions.createdAt), desc(sessions.tokenHash))
      .offset(Math.max(0, maxLiveSessions - 1));
    if (surplus.length > 0) {
      await tx.delete(sessions).where(
        inArray(
          sessions.tokenHash,
          surplus.map((row) => row.tokenHash),
        ),
      );
      for (const row of surplus) forgetCachedSession(row.tokenHash);
    }
  }
  return { token, expiresAt };
}

export async function revokeSession(tx: Tx | Db, sessionId: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, sessionId));
  forgetCachedSession(sessionId);
}

/** What an actor is made of, read from the user, its roles, its organisation and its supplier record. */
const actorColumns = {
  userId: users.id,
  username: users.username,
  userName: users.userName,
  kind: users.kind,
  orgId: users.orgId,
  orgName: orgs.name,
  userStatus: users.status,
  mustChangePassword: users.mustChangePassword,
  roles: roleCodesOf(users.id),
  menuCodes: menuCodesOf(users.id),
  dataScopes: dataScopesOf(users.id, users.orgId, users.orgUnitId),
  supplierId: suppliers.id,
  awaitingAudit: awaitingAuditOf(users.orgId),
};

function toActor(
  row: { userId: number; username: string; userName: string; kind: number; orgId: number | null } & {
    orgName: string | null;
    supplierId: number | null;
    roles: string[];
    menuCodes: string[];
    dataScopes: DataScope[];
    mustChangePassword: boolean;
    awaitingAudit: boolean;
  },
  sessionId: string,
): Actor {
  const kind = kindFromCode(row.kind);
  return {
    userId: row.userId,
    username: row.username,
    userName: row.userName,
    kind,
    orgId: row.orgId,
    orgName: row.orgName,
    // The supplier record of the user's organisation: what supplier-owned rows (shops, goods) point at.
    supplierId: kind === 'supplier' ? row.supplierId : null,
    roles: row.roles,
    menuCodes: row.menuCodes,
    ...(row.dataScopes.length > 0 ? { dataScopes: row.dataScopes } : {}),
    sessionId,
    ...(row.awaitingAudit ? { awaitingAudit: true } : {}),
    ip: null,
    mustChangePassword: row.mustChangePassword,
  };
}

/** Session, user, roles and menus in one prepared statement: read on every request the actor cache misses. */
const sessionStatement = preparedPerDb((db) =>
  db
    .select({
      ...actorColumns,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(suppliers, eq(suppliers.orgId, users.orgId))
    .where(eq(sessions.tokenHash, sql.placeholder('sessionId')))
    .prepare('umc_session'),
);

/** The session behind a session id as the database holds it, or null when it is unknown or not usable. */
async function readSession(db: Db, sessionId: string): Promise<CachedSession | null> {
  const [row] = await sessionStatement(db).execute({ sessionId });
  if (!row || row.revokedAt || row.userStatus !== 1) return null;
  return {
    actor: toActor(row, sessionId),
    lastSeenAt: row.lastSeenAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
}

/**
 * An enabled user as an actor without a session, for work done later on their behalf (an export job
 * scopes its rows and checks permissions with it); null when the user is gone or disabled.
 */
export async function loadUserActor(db: Db | Tx, userId: number): Promise<Actor | null> {
  const [row] = await db
    .select(actorColumns)
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(suppliers, eq(suppliers.orgId, users.orgId))
    .where(eq(users.id, userId));
  return row && row.userStatus === 1 ? toActor(row, '') : null;
}

const usable = (session: CachedSession, nowMs: number) =>
  session.expiresAt > nowMs && nowMs - session.lastSeenAt <= SESSION_IDLE_MS;

/**
 * The actor behind a token, or null when the token is unknown, revoked, idle too long or past its lifetime.
 * A session read within the last seconds comes from the actor cache; a read slides last_seen_at when it is
 * a minute old, so the idle limit counts from the last request give or take a minute.
 */
export async function resolveActor(
  db: Db,
  token: string,
  ip: string | null,
  now: Date,
): Promise<Actor | null> {
  if (token.length < 20 || token.length > 200) return null;
  const sessionId = hashToken(token);
  const nowMs = now.getTime();
  let session = cachedSession(sessionId, nowMs);
  if (!session) {
    const readAt = actorCacheGeneration();
    session = await readSession(db, sessionId);
    if (!session || !usable(session, nowMs)) return null;
    if (nowMs - session.lastSeenAt >= SLIDE_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, sessionId));
      session = { ...session, lastSeenAt: nowMs };
    }
    cacheSession(sessionId, session, nowMs, readAt);
  }
  if (!usable(session, nowMs)) return null;
  return { ...session.actor, ip };
}
