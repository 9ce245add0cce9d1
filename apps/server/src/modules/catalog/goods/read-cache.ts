import type { Db } from '../../../db/client';
import { onSiblingEviction, tellSiblings } from '../../../platform/cluster-evictions';

// Aggregates over the whole catalogue (goods per shop, home floors) cost a scan at a million SKUs; the
// storefront shows them a little stale rather than paying that on every request. One cache per database.
// A change that must show at once clears it here and in the sibling worker processes (cluster-evictions).

/** How long an aggregate may be shown after it was read. */
export const AGGREGATE_TTL_MS = 30_000;

interface Entry {
  at: number;
  generation: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();
export const READ_CACHE_TOPIC = 'catalog-read-cache';
/** Bumped when a sibling process cleared its cache: every entry read before is stale here too. */
let generation = 0;
onSiblingEviction(READ_CACHE_TOPIC, () => {
  generation += 1;
});

/** The value of `load` for this database and key, read again once it is older than `ttlMs`. */
export function cachedRead<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  ttlMs = AGGREGATE_TTL_MS,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.generation === generation && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: now, generation, value });
  // A failed read is not kept.
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops every cached value of this database (after a change the storefront must show at once). */
export function forgetCachedReads(db: Db): void {
  caches.get(db)?.clear();
  tellSiblings(READ_CACHE_TOPIC);
}
