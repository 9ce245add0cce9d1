import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteAssets } from '../db/client';

// Every server test file opens a copy of a seeded template, so what one open costs is paid ~80 times a run:
// unpacking the tarball into PGlite's in-memory file system (every byte of it) and starting Postgres. Both
// are cut here: the dump holds only what a clone needs, and the WebAssembly module is compiled once per worker.

let assets: Promise<PgliteAssets> | null = null;
/** The global WebAssembly API (the server's TypeScript libraries declare its types, not the value). */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteAssets['pgliteWasmModule']> };
  }
).WebAssembly;

/** PGlite's compiled WebAssembly module and file-system bundle, read once per process. */
export function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([
      readFile(join(dist, 'pglite.wasm')),
      readFile(join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return assets;
}

/**
 * A seeded database's data directory as a tarball for clones: without the template databases (the tests use
 * `postgres`, and nothing creates a database in PGlite) and without the write-ahead-log segments a checkpoint
 * left for reuse (the catalogue's seed leaves five: 80 MB of the 176 MB). Only the segment holding the
 * checkpoint stays; Postgres creates the next ones when it needs them.
 */
export async function slimDataDirDump(client: PGlite): Promise<Buffer> {
  for (const name of ['template0', 'template1']) {
    await client.query(`alter database ${name} is_template false`);
    await client.query(`drop database ${name}`);
  }
  // Everything the seed wrote is then in the data files: a clone replays no write-ahead log at start.
  await client.query('CHECKPOINT');
  const current = await client.query<{ file: string }>(
    'select pg_walfile_name(pg_current_wal_lsn()) as file',
  );
  const keep = current.rows[0]?.file;
  if (!keep) throw new Error('no current write-ahead-log segment');
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  return withoutEntries(dump, (path) => /(^|\/)pg_wal\/[0-9A-F]{24}$/.test(path) && !path.endsWith(keep));
}

const BLOCK = 512;
const field = (header: Buffer, start: number, end: number) =>
  header.subarray(start, end).toString('latin1').replace(/\0.*$/s, '');

/** A ustar archive without the entries `drop` names (paths as stored, `prefix/name`). */
export function withoutEntries(tar: Buffer, drop: (path: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 500);
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(prefix ? `${prefix}/${name}` : name)) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(kept);
}
