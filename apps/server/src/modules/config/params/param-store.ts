// The one way server code reads parameters: values operators set, else the declared defaults, with a
// purchasing organisation's own value where the parameter allows one. Cached per process; every
// PARAM_CACHE_CHECK_MS the cache reads the one-row version (bumped in every change's transaction) and
// reloads when it moved, so a change made through any process is seen everywhere within a few seconds.
import {
  PARAMS,
  type ParamDecl,
  type ParamKey,
  type ParamValue,
  parseParamValue,
} from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { paramOrgValues, paramValues, paramVersion } from '../tables';

export const PARAM_CACHE_CHECK_MS = 2_000;

interface Snapshot {
  version: number;
  values: ReadonlyMap<string, string>;
  /** `${key}:${orgId}` → value. */
  orgValues: ReadonlyMap<string, string>;
  checkedAt: number;
}

// Keyed by database handle: tests run several databases in one process.
const snapshots = new WeakMap<object, Promise<Snapshot>>();

async function readVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: paramVersion.version })
    .from(paramVersion)
    .where(eq(paramVersion.id, 1));
  return row?.version ?? 0;
}

async function loadSnapshot(db: Db | Tx, version: number): Promise<Snapshot> {
  const [values, orgValues] = await Promise.all([
    db.select().from(paramValues),
    db.select().from(paramOrgValues),
  ]);
  return {
    version,
    values: new Map(values.map((row) => [row.paramKey, row.value])),
    orgValues: new Map(orgValues.map((row) => [`${row.paramKey}:${row.orgId}`, row.value])),
    checkedAt: Date.now(),
  };
}

async function freshSnapshot(db: Db | Tx, previous: Snapshot | null): Promise<Snapshot> {
  const version = await readVersion(db);
  if (previous && previous.version === version) return { ...previous, checkedAt: Date.now() };
  return loadSnapshot(db, version);
}

async function snapshotOf(db: Db | Tx, via: Db | Tx): Promise<Snapshot> {
  const cached = snapshots.get(db);
  const current = cached ? await cached.catch(() => null) : null;
  if (current && Date.now() - current.checkedAt < PARAM_CACHE_CHECK_MS) return current;
  const next = freshSnapshot(via, current);
  snapshots.set(db, next);
  next.catch(() => snapshots.delete(db));
  return next;
}

/** The typed value of a stored text; a text the declaration no longer accepts falls back to the default. */
function typed(decl: ParamDecl, text: string | undefined): number | boolean | string {
  if (text === undefined) return decl.defaultValue;
  const parsed = parseParamValue(decl, text);
  return parsed.ok ? parsed.value : decl.defaultValue;
}

/**
 * A parameter's value in force: for a purchasing organisation, its own value where the parameter allows
 * one and it has one; else the operators' value; else the default. Inside a transaction read through it —
 * the embedded database has one connection, which the open transaction holds: `readParam(db, key, org, tx)`
 * uses the database's cache and reloads through `tx`; `readParam(tx, key)` reads afresh through `tx`.
 */
export async function readParam<K extends ParamKey>(
  db: Db | Tx,
  key: K,
  orgId?: number | null,
  tx?: Tx,
): Promise<ParamValue<K>> {
  const decl: ParamDecl = PARAMS[key];
  const snapshot = await snapshotOf(db, tx ?? db);
  const own = decl.orgOverride && orgId ? snapshot.orgValues.get(`${key}:${orgId}`) : undefined;
  return typed(decl, own ?? snapshot.values.get(key)) as ParamValue<K>;
}

/** Called in a change's transaction: other processes reload at their next version check. */
export async function bumpParamVersion(tx: Tx): Promise<void> {
  await tx
    .update(paramVersion)
    .set({ version: sql`${paramVersion.version} + 1` })
    .where(eq(paramVersion.id, 1));
}

/** This process reloads at its next read (after its own change commits). */
export function forgetParams(db: Db): void {
  snapshots.delete(db);
}
