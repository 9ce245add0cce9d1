import type { Db } from '../../../db/client';
import { loadIndex, syncIndex } from './index-load';
import { SearchIndex } from './search-index';

// The in-process search index of each database: loaded once, then brought up to date before every search
// by reading the sku_search rows changed since (one indexed statement that usually returns nothing).

interface Engine {
  index: SearchIndex;
  seq: number;
  loaded: Promise<void>;
  ready: boolean;
  syncing: Promise<void> | null;
  queued: Promise<void> | null;
  /** Bumped when a sync changed something: facet names and other derived caches start again. */
  generation: number;
}

const engines = new WeakMap<object, Engine>();
/** Databases whose apps search with SQL only (SEARCH_INDEX=sql). */
const sqlOnly = new WeakSet<object>();

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
      loaded: Promise.resolve(),
      syncing: null,
      queued: null,
      generation: 0,
    };
    created.loaded = loadIndex(db, index).then(
      (seq) => {
        created.seq = seq;
        created.ready = true;
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
export function preloadSearchIndex(db: Db): Promise<void> {
  if (sqlOnly.has(db)) return Promise.resolve();
  return engineOf(db).loaded;
}

async function runSync(db: Db, engine: Engine): Promise<void> {
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
 * The database's search index, up to date with every committed change, or null where searches use SQL:
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
  await sync(db, engine);
  return { index: engine.index, generation: engine.generation };
}
