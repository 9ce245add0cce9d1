import type { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite, pgliteDatabase } from '../db/client';
import { pgliteAssets } from './pglite-dump';

// Opening a PGlite copy of a template costs a test file about 1.2 s (lean) to 4 s (catalogue: 78 MB) on a busy
// 2-core machine: the whole data directory is unpacked into memory and Postgres started. A worker runs its files
// one after another, so the copy a file closes is kept and put back into the template's state for the next file
// instead: only the tables the file changed are emptied (foreign keys not enforced meanwhile) and refilled from
// the rows they held when first opened, sequences set back, the session's settings, locks and prepared statements
// discarded. Each file still gets a database object of its own (new drizzle instance), so caches keyed by it start
// empty.
//
// A table changed when it holds a row written after the copy was last put back (its xmin is newer than the
// transaction id noted then: inserts and updates) or fewer or more rows than the template (deletes). A copy whose
// schema a file changed (a migration test, the bench seed dropping indexes) or that cannot be reset is closed
// instead, and the next file opens a fresh one.

interface Snapshot {
  tables: string[];
  rows: Map<string, Blob>;
  /** Each table's row count in the template. */
  counts: number[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  schema: string;
  /** The last transaction id before the copy was (last) in the template's state. */
  boundary: string;
}

interface Kept {
  client: PGlite;
  snapshot: Snapshot;
}

/** Kept copies by template kind. */
const idle = new Map<string, Kept[]>();

const USER_SCHEMAS = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;

/** A digest of everything a test could change in the schema: relations, columns, constraints, functions. */
async function schemaDigest(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(`
    select md5(string_agg(item, ',' order by item)) as digest from (
      select format('r %s.%s %s', n.nspname, c.relname, c.relkind) as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname ${USER_SCHEMAS}
      union all
      select format('a %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped)
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname ${USER_SCHEMAS} and a.attnum > 0
      union all
      select format('c %s %s', conrelid::regclass, conname) from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace where n.nspname ${USER_SCHEMAS}
      union all
      select format('t %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
      union all
      select format('p %s.%s', n.nspname, p.proname) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname ${USER_SCHEMAS}
    ) items`);
  return rows[0]?.digest ?? '';
}

/** The template's rows, sequences and schema as the freshly opened copy holds them. */
async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname ${USER_SCHEMAS} order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows = new Map<string, Blob>();
  for (const table of tables) {
    const { rows: found } = await client.query(`select 1 from ${table} limit 1`);
    if (found.length === 0) continue;
    const copied = await client.query(`copy ${table} to '/dev/blob'`);
    if (copied.blob) rows.set(table, copied.blob);
  }
  // pg_sequences shows no value for a sequence set with is_called = false (a seed's setval(…, n, false)): each
  // sequence is read itself.
  const names = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname ${USER_SCHEMAS}`,
    )
  ).rows.map((row) => row.name);
  const sequences: Snapshot['sequences'] = [];
  for (const name of names) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    sequences.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  const counts = (await tableStates(client, tables, '0')).map((state) => state.rows);
  const schema = await schemaDigest(client);
  return { tables, rows, counts, sequences, schema, boundary: await currentXid(client) };
}

/** A new transaction id: every row written after this call has a newer xmin. */
async function currentXid(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ xid: string }>('select txid_current()::text as xid');
  return rows[0]!.xid;
}

/** Each table's rows, and how many of them were written after transaction `boundary`. */
async function tableStates(client: PGlite, tables: string[], boundary: string) {
  if (tables.length === 0) return [];
  const { rows } = await client.query<{ i: number; rows: number; fresh: number }>(
    tables
      .map(
        (table, i) =>
          `select ${i} as i, count(*)::int as rows, (count(*) filter (where xmin::text::bigint > ${boundary}))::int as fresh from ${table}`,
      )
      .join(' union all '),
  );
  return rows.sort((a, b) => a.i - b.i);
}

/** The tables a file changed. */
async function changedTables(client: PGlite, snapshot: Snapshot): Promise<string[]> {
  const states = await tableStates(client, snapshot.tables, snapshot.boundary);
  const changed = new Set(
    snapshot.tables.filter((_, i) => states[i]!.fresh > 0 || states[i]!.rows !== snapshot.counts[i]),
  );
  return [...changed];
}

/** Puts a kept copy back into the template's state; false when it cannot be (its schema was changed). */
async function restore({ client, snapshot }: Kept): Promise<boolean> {
  // Whatever the last file left: an open or failed transaction, settings, advisory locks, prepared statements.
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await schemaDigest(client)) !== snapshot.schema) return false;
  const changed = await changedTables(client, snapshot);
  await client.exec('set session_replication_role = replica');
  for (const table of changed) {
    await client.exec(`delete from ${table}`);
    const blob = snapshot.rows.get(table);
    if (blob) await client.query(`copy ${table} from '/dev/blob'`, [], { blob });
  }
  // Rewritten without their dead rows: the tables stay their template size file after file, and hold the rows in the
  // template's order with what the next file adds after them, as a fresh copy does (a test reading rows without an
  // order sees them as it would there).
  if (changed.length > 0) await client.exec(`vacuum full ${changed.join(', ')}`);
  for (const sequence of snapshot.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  await client.exec('reset session_replication_role');
  snapshot.boundary = await currentXid(client);
  return true;
}

/**
 * The database of one test file on a template (`kind` names it: copies of one kind are kept for each other): a
 * kept copy put back into shape, or a new one.
 */
export async function leasePglite(kind: string, dump: Blob): Promise<Database> {
  const kinds = idle.get(kind) ?? [];
  idle.set(kind, kinds);
  let kept: Kept | undefined;
  for (let candidate = kinds.pop(); candidate && !kept; candidate = kinds.pop()) {
    const usable = await restore(candidate).catch(() => false);
    if (usable) kept = candidate;
    else await candidate.client.close().catch(() => {});
  }
  if (!kept) {
    const opened = await openPglite(undefined, dump, await pgliteAssets());
    if (opened.kind !== 'pglite') throw new Error('expected PGlite');
    kept = { client: opened.client, snapshot: await takeSnapshot(opened.client) };
  }
  const lease = kept;
  let returned = false;
  return pgliteDatabase(lease.client, async () => {
    if (returned) return;
    returned = true;
    if (!lease.client.closed) kinds.push(lease);
  });
}
