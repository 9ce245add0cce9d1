import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The generated barrels (not committed) are written before any test is collected, so a plain `npx vitest run`
// on a fresh clone or after adding a declaration file reads them fresh. In watch mode, run `npm run gen` after
// adding or removing a declaration file.
execFileSync(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('scripts/gen-barrels.mjs', import.meta.url))],
  {
    stdio: 'inherit',
  },
);

// Vitest's default is one worker less than the cores: a single worker on a 2-core CI machine, so test files
// ran one after another. The main process only collects results, so every core gets a worker (at least 2).
const workers = Math.max(2, availableParallelism());

/**
 * Files whose time is not in their size (child processes, PGlite on disk, walks over every call). Without the
 * results of an earlier run (a clean clone: CI), vitest starts larger files first, so these small ones started
 * last and ran on alone while the other worker idled. They start first in their project.
 */
const SLOW_SMALL_FILES = [
  'apps/server/src/platform/jobs/job-kill.test.ts',
  'apps/server/src/db/backup/pglite-backup.test.ts',
  'apps/server/src/platform/permission-matrix.test.ts',
  'apps/server/src/modules/orders/order-lifecycle.property.test.ts',
  'apps/server/src/testing/pglite-reuse.test.ts',
  'apps/server/src/db/seed/run-bench-seed.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      SLOW_SMALL_FILES.findIndex((path) => file.moduleId.endsWith(path)) >= 0 ? 0 : 1;
    // Stable: within a project the slow files move to the front, the rest keep vitest's order.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          (a.file.project.name === b.file.project.name ? rank(a.file) - rank(b.file) : 0) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // The build and start scripts (plain node, no TypeScript).
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Builds the lean and catalogue database templates once, before the workers start.
          globalSetup: ['src/testing/global-setup.ts'],
          // Child processes: PGlite (WASM) and the @node-rs native modules stay out of worker threads.
          pool: 'forks',
          // A worker runs its files one after another with the modules loaded once (fastify, drizzle, the
          // contract, jieba's dictionary, the test templates): each file still opens a fresh database of its
          // own, and every module-level cache is keyed by database (see read-cache.ts, actor-cache.ts).
          isolate: false,
        },
      },
      // Component tests (*.test.tsx) declare `// @vitest-environment happy-dom`; the rest stays in node.
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // Under a full parallel run a form test with many fields takes 20 s and more on 2 cores.
          testTimeout: 60000,
          // A worker runs its files one after another with node_modules loaded once (antd, React, rc-*: most of
          // a component test's start-up when every file had a process of its own). Each file still gets a fresh
          // DOM, and the setup file resets the registry of the project's own modules, so the file's vi.mock
          // applies and module state (i18n, session store, caches) starts over.
          isolate: false,
        },
      },
    ],
  },
});
