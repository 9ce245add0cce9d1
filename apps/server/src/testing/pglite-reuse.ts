import type { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite, pgliteDatabase } from '../db/client';
import { pgliteAssets } from './pglite-dump';

// Opening a PGlite copy of the lean template costs a test file about 1.2 s (1.6 s of CPU) on a busy 2-core
// machine: the whole data directory is unpacked into memory and Postgres started. A worker runs its files one
// after another, so the copy a file closes is kept and put back into the template's state for the next file
// instead: every table emptied and refilled from the rows it held when first opened (about 0.15 s for the lean
// template), sequences set back, the session's settings, locks and prepared statements discarded. Each file
// still gets a database object of its own (new drizzle instance), so caches keyed by it start empty.
//
// A copy whose schema a file changed (a migration test, the bench seed dropping indexes) or that cannot be
// reset is closed instead, and the next file opens a fresh one. The catalogue template is always opened fresh:
// refilling 6,000 SKUs with their search indexes takes longer than unpacking it.

interface Snapshot {
  tables: string[];
  rows: Map<string, Blob>;
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  schema: string;
}

interface Kept {
  client: PGlite;
  snapshot: Snapshot;
}

const idle: Kept[] = [];

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
  const sequences = (
    await client.query<{ name: string; last_value: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text from pg_sequences where schemaname ${USER_SCHEMAS}`,
    )
  ).rows.map((row) => ({
    name: row.name,
    // A sequence never used reads as null here: it starts again at its first value.
    lastValue: row.last_value ?? '1',
    isCalled: row.last_value !== null,
  }));
  return { tables, rows, sequences, schema: await schemaDigest(client) };
}

/** Puts a kept copy back into the template's state; false when it cannot be (its schema was changed). */
async function restore({ client, snapshot }: Kept): Promise<boolean> {
  // Whatever the last file left: an open or failed transaction, settings, advisory locks, prepared statements.
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await schemaDigest(client)) !== snapshot.schema) return false;
  await client.exec(
    `set session_replication_role = replica; truncate ${snapshot.tables.join(', ')} restart identity cascade`,
  );
  for (const [table, blob] of snapshot.rows)
    await client.query(`copy ${table} from '/dev/blob'`, [], { blob });
  for (const sequence of snapshot.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  await client.exec('reset session_replication_role');
  return true;
}

/** The lean template's database for one test file: a kept copy put back into shape, or a new one. */
export async function leaseLeanPglite(dump: Blob): Promise<Database> {
  let kept: Kept | undefined;
  for (let candidate = idle.pop(); candidate && !kept; candidate = idle.pop()) {
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
    if (!lease.client.closed) idle.push(lease);
  });
}
