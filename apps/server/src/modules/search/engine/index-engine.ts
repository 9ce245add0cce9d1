import type { Db } from '../../../db/client';
import { cacheGeneration } from '../search-cache';
import { loadIndex, syncIndex } from './index-load';
import { databaseIdentity } from './index-snapshot';
import { SearchIndex } from './search-index';
import { indexThroughSnapshot, type LoadedIndex } from './snapshot-file';

// The in-process search index of each database: loaded once, then brought up to date by reading the
// sku_search rows changed since (one indexed statement that usually returns nothing): before a search when
// this process indexed something (at once, and for every search of the next second, which covers the
// indexing transaction's commit), else at most every SYNC_EVERY_MS, for what other processes indexed.

/** How stale a search may be about another process's changes. */
const SYNC_EVERY_MS = 100;
/** After this process indexed something, every search reads the changes for this long. */
const AFTER_LOCAL_CHANGE_MS = 1000;

interface Engine {
  index: SearchIndex;
  seq: number;
  loaded: Promise<IndexOrigin>;
  ready: boolean;
  syncing: Promise<void> | null;
  queued: Promise<void> | null;
  /** Bumped when a sync changed something: facet names and other derived caches start again. */
  generation: number;
  /** When the last sync started, and the search cache generation (bumped by indexing here) last seen. */
  syncedAt: number;
  seenCacheGeneration: number;
  locallyChangedAt: number;
}

/** Where a loaded index came from, and why its snapshot could not be written (for the log). */
export interface IndexOrigin {
  from: 'snapshot' | 'database';
  writeError?: unknown;
}

const engines = new WeakMap<object, Engine>();
/** Databases whose apps search with SQL only (SEARCH_INDEX=sql). */
const sqlOnly = new WeakSet<object>();
/** The snapshot file of a database's index, for servers that listen (snapshot-file.ts). */
const snapshotPaths = new WeakMap<object, string>();

export function useSearchSnapshot(db: object, path: string | null): void {
  if (path) snapshotPaths.set(db, path);
  else snapshotPaths.delete(db);
}

async function loadFromDatabase(db: Db): Promise<LoadedIndex> {
  const index = new SearchIndex();
  return { index, seq: await loadIndex(db, index) };
}

async function obtainIndex(db: Db): Promise<LoadedIndex & IndexOrigin> {
  const path = snapshotPaths.get(db);
  if (!path) return { ...(await loadFromDatabase(db)), from: 'database' };
  const identity = await databaseIdentity(db);
  return indexThroughSnapshot({ path, identity, load: () => loadFromDatabase(db) });
}

export function setSearchIndexKind(db: object, kind: 'memory' | 'sql'): void {
  if (kind === 'sql') sqlOnly.add(db);
  else sqlOnly.delete(db);
}

function engineOf(db: Db): Engine {
  let engine = engines.get(db);
  if (!engine) {
    const index = new SearchIndex();
    const created: Engine = {
      index,
      seq: 0,
      ready: false,
      loaded: Promise.resolve({ from: 'database' }),
      syncing: null,
      queued: null,
      generation: 0,
      syncedAt: 0,
      seenCacheGeneration: cacheGeneration(),
      locallyChangedAt: 0,
    };
    created.loaded = obtainIndex(db).then(
      ({ index: loaded, seq, from, writeError }) => {
        created.index = loaded;
        created.seq = seq;
        created.ready = true;
        return { from, writeError };
      },
      (error) => {
        engines.delete(db);
        throw error;
      },
    );
    engines.set(db, created);
    engine = created;
  }
  return engine;
}

/**
 * For GET /api/ready: 'failed' while a preloading index is still being read (this process answers searches
 * with SQL meanwhile, slowly at a million SKUs), 'off' with SEARCH_INDEX=sql, else 'ok'.
 */
export function searchIndexReadiness(db: Db): 'ok' | 'failed' | 'off' {
  if (sqlOnly.has(db)) return 'off';
  const engine = engines.get(db);
  return engine && !engine.ready ? 'failed' : 'ok';
}

/** Starts loading the index now (a server that listens), so the first buyers do not wait for it. */
export function preloadSearchIndex(db: Db): Promise<IndexOrigin | null> {
  if (sqlOnly.has(db)) return Promise.resolve(null);
  return engineOf(db).loaded;
}

async function runSync(db: Db, engine: Engine): Promise<void> {
  engine.syncedAt = Date.now();
  const before = engine.index.size + engine.index.dead;
  engine.seq = await syncIndex(db, engine.index, engine.seq);
  if (engine.index.size + engine.index.dead !== before) engine.generation += 1;
}

/** One sync at a time; a search arriving during one waits for the next, which sees what it committed. */
function sync(db: Db, engine: Engine): Promise<void> {
  if (!engine.syncing) {
    engine.syncing = runSync(db, engine).finally(() => {
      engine.syncing = null;
    });
    return engine.syncing;
  }
  engine.queued ??= engine.syncing
    .catch(() => undefined)
    .then(() => {
      engine.queued = null;
      return sync(db, engine);
    });
  return engine.queued;
}

/**
 * The database's search index, up to date with what this process indexed and at most SYNC_EVERY_MS behind
 * other processes, or null where searches use SQL:
 * SEARCH_INDEX=sql, or while a preloading index is still being read (SQL answers meanwhile). An index never
 * asked for before is loaded now and waited for.
 */
export async function currentIndex(db: Db): Promise<{ index: SearchIndex; generation: number } | null> {
  if (sqlOnly.has(db)) return null;
  const known = engines.has(db);
  const engine = engineOf(db);
  if (!engine.ready) {
    if (known) return null;
    await engine.loaded;
  }
  const now = Date.now();
  if (cacheGeneration() !== engine.seenCacheGeneration) {
    engine.seenCacheGeneration = cacheGeneration();
    engine.locallyChangedAt = now;
  }
  if (now - engine.locallyChangedAt < AFTER_LOCAL_CHANGE_MS || now - engine.syncedAt >= SYNC_EVERY_MS)
    await sync(db, engine);
  return { index: engine.index, generation: engine.generation };
}
