// `npm run backup -- <file>` / `npm run restore -- <file> [--force]`: the built server's backup command
// (apps/server/dist/backup.js, from apps/server/src/db/backup/cli.ts), so it runs with production dependencies
// only. It needs a build (`npm run build`); it does not build by itself, as a backup must not wait for one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = join(fileURLToPath(new URL('..', import.meta.url)), 'apps/server/dist/backup.js');
if (!existsSync(entry)) {
  console.error(`refused: ${entry} is missing: run npm run build first`);
  process.exit(2);
}
await import(pathToFileURL(entry).href);
