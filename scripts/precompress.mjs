// `node scripts/precompress.mjs <dir>` (the web build runs it on apps/web/dist): writes name.br and name.gz beside
// every compressible file, at the highest levels, once per build; the server sends them to browsers that accept
// them (@fastify/static preCompressed) instead of the full file or compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm)$/;
// Below this a compressed copy saves less than the extra response header costs.
export const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function compressFile(path) {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the server then sends the file as it is.
  let written = 0;
  if (br.length < content.length) {
    await writeFile(`${path}.br`, br);
    written++;
  }
  if (gz.length < content.length) {
    await writeFile(`${path}.gz`, gz);
    written++;
  }
  return written;
}

/** Compresses every compressible file under dir; returns how many compressed copies it wrote. */
export async function precompressDir(dir) {
  // index.html is not among them: the server rewrites it per response (its CSP nonce).
  const files = (await listFiles(dir)).filter((path) => COMPRESSIBLE.test(path));
  const written = await Promise.all(files.map(compressFile));
  return written.reduce((sum, count) => sum + count, 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? '.');
  const count = await precompressDir(dir);
  console.log(`precompressed ${dir}: ${count} .br/.gz files`);
}
