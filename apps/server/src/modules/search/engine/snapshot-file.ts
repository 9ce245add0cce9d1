// Where the snapshot of the search index lives (SEARCH_INDEX_SNAPSHOT, default $DATA_DIR/search-index.snapshot),
// and who writes it. Server processes that start together (WORKERS) take turns: the first takes a lock file
// and loads the index from the database, then writes the snapshot (a temporary file renamed over the old
// one, so a reader never sees half of it); the others wait for the lock to go and read the snapshot. A lock
// left by a process that died is taken over once it is older than a load can take.
import { closeSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { indexFromSnapshot, snapshotBytes } from './index-snapshot';
import type { SearchIndex } from './search-index';

/** A lock older than this was left by a process that died while loading. */
const STALE_LOCK_MS = 15 * 60_000;
const POLL_MS = 500;

export interface LoadedIndex {
  index: SearchIndex;
  seq: number;
}

export interface SnapshotOptions {
  path: string;
  identity: string;
  /** Loads the index from the database (when there is no usable snapshot). */
  load: () => Promise<LoadedIndex>;
  /** For tests: how long a lock stays valid, how often it is looked at, and a call when waiting starts. */
  staleLockMs?: number;
  pollMs?: number;
  onWait?: () => void;
}

async function readSnapshot(path: string, identity: string): Promise<LoadedIndex | null> {
  try {
    return indexFromSnapshot(await readFile(path), identity);
  } catch {
    return null;
  }
}

/** The lock file, or null when another live process holds it. */
function takeLock(lockPath: string, staleMs: number): (() => void) | null {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone: nothing to give back
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!lockIsStale(lockPath, staleMs)) return null;
      try {
        unlinkSync(lockPath);
      } catch {
        // another process took it over first
      }
    }
  }
  return null;
}

function lockIsStale(lockPath: string, staleMs: number): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > staleMs;
  } catch {
    return true;
  }
}

async function writeSnapshot(path: string, loaded: LoadedIndex, identity: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, snapshotBytes(loaded.index, loaded.seq, identity));
  await rename(temporary, path);
}

/**
 * The index from the snapshot at `path` when it is one of this database for this code; else loaded by this
 * process (which then writes the snapshot) or, while another process holds the lock, read from the snapshot
 * that process writes. A snapshot that cannot be written is logged by the caller and costs nothing else.
 */
export async function indexThroughSnapshot(
  options: SnapshotOptions,
): Promise<LoadedIndex & { from: 'snapshot' | 'database'; writeError?: unknown }> {
  const { path, identity, load, staleLockMs = STALE_LOCK_MS, pollMs = POLL_MS, onWait } = options;
  const lockPath = `${path}.lock`;
  for (;;) {
    const read = await readSnapshot(path, identity);
    if (read) return { ...read, from: 'snapshot' };
    const release = takeLock(lockPath, staleLockMs);
    if (release) {
      try {
        const loaded = await load();
        const writeError = await writeSnapshot(path, loaded, identity).then(
          () => undefined,
          (error: unknown) => error ?? new Error('snapshot not written'),
        );
        return { ...loaded, from: 'database', writeError };
      } finally {
        release();
      }
    }
    // Another process is loading: its snapshot comes when its lock goes (or goes stale).
    onWait?.();
    while (!lockIsStale(lockPath, staleLockMs)) await wait(pollMs);
  }
}
