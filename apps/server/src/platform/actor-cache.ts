// A short-lived, in-process cache of resolved sessions: most requests of a busy user then skip the session
// lookup (session row, user, role and menu codes), which otherwise costs a database round trip per call.
// Sessions stay rows in the database; this is only a cache. A logout in this process forgets its entry at
// once, and so do the other worker processes of its cluster (cluster-evictions.ts relays it); a process
// on another machine sees it within ACTOR_CACHE_TTL_MS, as it sees any change of roles, menus or user
// status. Code that changes a user's roles, menus or status calls forgetCachedActors().
import type { Actor } from './actor';
import { onSiblingEviction, tellSiblings } from './cluster-evictions';

export const ACTOR_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;

/** A session as it was read, before the request-specific parts (ip) are added. */
export interface CachedSession {
  actor: Omit<Actor, 'ip'>;
  lastSeenAt: number;
  expiresAt: number;
}

let generation = 0;

/** What the sibling worker processes must forget too: one session, or every cached one. */
type Eviction = { sessionId: string } | { all: true };
const TOPIC = 'actor-cache';

function applyEviction(eviction: Eviction): void {
  if ('sessionId' in eviction) entries.delete(eviction.sessionId);
  generation += 1;
}
onSiblingEviction(TOPIC, (payload) => applyEviction(payload as Eviction));
/**
 * Keyed by session id (the SHA-256 of a random 32-byte token), which no two databases share, so apps over
 * different databases in one process (tests) need no separate caches.
 */
const entries = new Map<string, { cachedAt: number; generation: number; session: CachedSession }>();

/** The session read within the last few seconds, if any. `nowMs` is the request's clock. */
export function cachedSession(sessionId: string, nowMs: number): CachedSession | null {
  const hit = entries.get(sessionId);
  if (!hit) return null;
  const age = nowMs - hit.cachedAt;
  if (hit.generation !== generation || age < 0 || age >= ACTOR_CACHE_TTL_MS) return null;
  return hit.session;
}

/** Taken before a session is read, so that a read overtaken by a logout or a change is not cached. */
export const actorCacheGeneration = (): number => generation;

export function cacheSession(sessionId: string, session: CachedSession, nowMs: number, readAt: number): void {
  if (readAt !== generation) return;
  entries.delete(sessionId);
  entries.set(sessionId, { cachedAt: nowMs, generation, session });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

/** Forgets one session (logout, revocation), and any read of it under way. */
export function forgetCachedSession(sessionId: string): void {
  applyEviction({ sessionId });
  tellSiblings(TOPIC, { sessionId });
}

/** Forgets every cached session: after a change of users' roles, menus or status. */
export function forgetCachedActors(): void {
  applyEviction({ all: true });
  tellSiblings(TOPIC, { all: true });
}
