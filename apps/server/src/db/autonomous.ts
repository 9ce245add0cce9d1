import pg from 'pg';
import type { Db } from './client';

/**
 * A statement that commits at once, whatever transaction its caller has open: on PostgreSQL it runs on a
 * connection of its own per database (not one of the pool's, so a caller holding a pool connection never waits
 * for another), one statement at a time in the order asked. Its rows are kept even when the caller's
 * transaction rolls back: it is for counters that may skip (document numbers, platform/numbering.ts), never for
 * data. PGlite has one connection, which a transaction holds: there is no lane, and callers fall back to their
 * transaction.
 *
 * Never use it on rows the caller's transaction has locked: the lane would wait for a commit that waits for it.
 */
export interface AutonomousLane {
  query<Row>(text: string, params: readonly unknown[]): Promise<Row[]>;
}

const lanes = new WeakMap<pg.Pool, { client: Promise<pg.Client> | null; closed: boolean }>();

function laneState(pool: pg.Pool) {
  let state = lanes.get(pool);
  if (!state) {
    state = { client: null, closed: false };
    lanes.set(pool, state);
  }
  return state;
}

/** A connection like the pool's (same settings), opened on first use and again after it failed. */
function connect(pool: pg.Pool, state: ReturnType<typeof laneState>): Promise<pg.Client> {
  if (state.client) return state.client;
  const client = new pg.Client(pool.options);
  const forget = () => {
    if (state.client === opened) state.client = null;
  };
  // A dropped connection must not crash the process: the next statement opens another.
  client.on('error', forget);
  client.on('end', forget);
  const opened = client.connect().then(
    () => client,
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  state.client = opened;
  return opened;
}

export function autonomousLane(db: Db): AutonomousLane | null {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  return {
    async query<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
      const state = laneState(pool);
      if (state.closed) throw new Error('database closed');
      const client = await connect(pool, state);
      const result = await client.query(text, params as unknown[]);
      return result.rows as Row[];
    },
  };
}

/** Ends the lane of a pool being closed (its connection would keep the process alive). */
export async function closeAutonomousLane(pool: pg.Pool): Promise<void> {
  const state = laneState(pool);
  state.closed = true;
  const opened = state.client;
  state.client = null;
  if (opened) await opened.then((client) => client.end()).catch(() => undefined);
}
