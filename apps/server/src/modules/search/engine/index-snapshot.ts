// A snapshot of a loaded search index: what a server process that starts reads instead of loading the index
// from sku_search (3-5 s against 1-2 minutes at a million SKUs), then brings up to date by the change numbers
// after the one it was taken at, as every process does all the time (index-load.ts syncIndex). It is only a
// cache: one that does not belong to the database (another database, a restored one, other migrations), or
// to this code (another layout of the index), is not used, and the index is loaded as before.
import { deserialize, serialize } from 'node:v8';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../platform/sql-rows';
import { SearchIndex } from './search-index';

/** Bump when what a snapshot holds changes meaning in a way its shape does not show. */
const FORMAT = 1;

interface Snapshot {
  format: number;
  identity: string;
  seq: number;
  index: SearchIndex;
}

/**
 * Which database a snapshot belongs to: the cluster, the database (a database dropped and made again under
 * the same name is another one), the migrations applied to it (one may rebuild the documents), and the file
 * of sku_search, which a restore (drop and create, or truncate and load) replaces: a restored database's
 * change numbers start again from the backup's and would not show what changed.
 */
export async function databaseIdentity(db: Db): Promise<string> {
  const [row] = await sqlRows<{ cluster: string; database: unknown; migrations: unknown; file: unknown }>(
    db,
    sql`select (select system_identifier::text from pg_control_system()) as cluster,
               (select oid from pg_database where datname = current_database()) as database,
               (select count(*) from drizzle.applied_migrations) as migrations,
               pg_relation_filenode('sku_search') as file`,
  );
  return `${row.cluster}:${row.database}:${row.migrations}:${row.file}`;
}

export function snapshotBytes(index: SearchIndex, seq: number, identity: string): Buffer {
  return serialize({ format: FORMAT, identity, seq, index } satisfies Snapshot);
}

const kindOf = (field: unknown): string => Object.prototype.toString.call(field);

/** Same own fields, each of the same kind (Map, Int32Array, Number …); a field that may be null matches any. */
function sameShape(fresh: object, read: object): boolean {
  const freshKeys = Object.keys(fresh).sort();
  if (freshKeys.join() !== Object.keys(read).sort().join()) return false;
  const fields = read as Record<string, unknown>;
  return Object.entries(fresh).every(([key, field]) => {
    const [mine, theirs] = [kindOf(field), kindOf(fields[key])];
    return mine === theirs || mine === '[object Null]' || theirs === '[object Null]';
  });
}

/** Whether the index read has the fields, and kinds of fields, this code's index has. */
function fitsThisCode(index: SearchIndex): boolean {
  const fresh = new SearchIndex();
  return (
    sameShape(fresh, index) &&
    sameShape(fresh.lexemes, index.lexemes) &&
    sameShape(fresh.listFacets, index.listFacets) &&
    sameShape(fresh.dims.cat3, index.dims.cat3) &&
    sameShape(fresh.ranks, index.ranks) &&
    sameShape(fresh.channels, index.channels)
  );
}

/** The index and its change number, or null when the bytes are not a snapshot of this database for this code. */
export function indexFromSnapshot(
  bytes: Buffer,
  identity: string,
): { index: SearchIndex; seq: number } | null {
  let read: Partial<Snapshot>;
  try {
    read = deserialize(bytes) as Partial<Snapshot>;
  } catch {
    return null;
  }
  if (read?.format !== FORMAT || read.identity !== identity || typeof read.seq !== 'number') return null;
  if (!read.index || typeof read.index !== 'object' || !fitsThisCode(read.index)) return null;
  return { index: SearchIndex.restore(read.index), seq: read.seq };
}
