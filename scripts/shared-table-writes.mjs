// Finds production code that writes another domain's table. A domain publishes the tables others may join in
// its `shared-tables.ts` (read-only); writes go through the owning domain's functions (docs/architecture.md,
// "Boundaries"). dependency-cruiser checks who imports what; this checks what an importer does with a table.
// The seeds are production code and checked too (each domain's seed steps write its own tables). Test code
// (test files, test helpers, fixtures) inserts fixture rows directly and is not checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SERVER = 'apps/server/src';
const TEST_CODE = /\.test\.tsx?$|\/testing\/|fixture|-test-setup\.ts$/;
const SHARED_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*?\/([a-z-]+)\/shared-tables'/g;

/** Whether a server file (repository path) is test code, whose fixture rows may be written directly. */
export const isTestCode = (file) => TEST_CODE.test(file);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The writes in one file's text to tables it imports from other domains' shared-tables: `{ line, table }`. */
export function sharedTableWritesIn(source) {
  const tables = [...source.matchAll(SHARED_IMPORT)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
  if (tables.length === 0) return [];
  const names = tables.join('|');
  const write = new RegExp(
    `\\.(?:insert|update|delete)\\(\\s*(${names})\\s*\\)|(?:insert\\s+into|update|delete\\s+from)\\s+\\$\\{(${names})\\}`,
    'g',
  );
  return [...source.matchAll(write)].map((m) => ({
    line: source.slice(0, m.index).split('\n').length,
    table: m[1] ?? m[2],
  }));
}

/** Every write to another domain's shared table in the server's production code: `file:line table`. */
export function findSharedTableWrites(repo) {
  const found = [];
  for (const path of sourceFiles(join(repo, SERVER))) {
    const file = relative(repo, path).replace(/\\/g, '/');
    if (isTestCode(file)) continue;
    for (const { line, table } of sharedTableWritesIn(readFileSync(path, 'utf8')))
      found.push(`${file}:${line} ${table}`);
  }
  return found;
}
