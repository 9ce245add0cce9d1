// A short-lived, in-process cache of search totals and facets, and of which SKUs make each page: identical
// searches within seconds (paging, sorting, many users typing the same word) skip the counting scan and the
// page query. It is only a cache: indexing in this process clears it, other processes see changes when
// entries expire.

const TTL_MS = 30_000;
const MAX_ENTRIES = 5000;

type Entries = Map<string, { at: number; generation: number; value: unknown }>;
let generation = 0;
/** One cache per database, so apps over different databases in one process never share answers. */
const caches = new WeakMap<object, Entries>();

/** Databases whose apps run with SEARCH_RESULT_CACHE=off. */
const resultsUncached = new WeakSet<object>();

/** Turns the caching of search results (totals, facets, page ids) on or off for one database's app. */
export function setResultCaching(db: object, on: boolean): void {
  if (on) resultsUncached.delete(db);
  else resultsUncached.add(db);
}

/**
 * A search's result (its total and facets, or which SKUs make a page): cached unless the app runs with the
 * result cache off. Reference lookups (a category's level, navigation leaves, shelf counts) use `cached`.
 */
export function cachedResult<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return resultsUncached.has(db) ? load() : cached(db, key, load);
}

/** Forgets everything cached; indexSkus calls it after a change. */
export function invalidateSearchCache(): void {
  generation += 1;
}

/** Changes whenever the caches are cleared: for caches kept elsewhere that must follow. */
export const cacheGeneration = (): number => generation;

export async function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const nowMs = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && nowMs - hit.at < TTL_MS) return hit.value as T;
  const startedAt = generation;
  const value = await load();
  if (startedAt === generation) {
    entries.delete(key);
    entries.set(key, { at: nowMs, generation, value });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }
  return value;
}
