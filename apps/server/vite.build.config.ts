import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npm run build -w @procuremart/server`: src/main.ts and the @procuremart/contract sources it imports become
// one ES module, dist/main.js, that plain node runs; every package of node_modules stays an import (the
// runtime dependencies of package.json, native and WASM ones among them), so no dev tool (tsx) is needed.
// The SQL migrations are read at run time beside the code: they are copied to dist/migrations. The worker
// thread that reads uploaded spreadsheets is a second entry, dist/sheet-read-worker.js, which main.js starts
// by its URL beside itself (platform/files/sheet-read-workers.ts). `npm run backup`/`restore` run a third,
// dist/backup.js (src/db/backup/cli.ts), which shares only the small database-location and data-dir-lock
// modules with main.js (a chunk of its own). `npm run create-operator -w @procuremart/server` runs a fourth,
// dist/create-operator.js (src/commands/create-operator-cli.ts).
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  logLevel: 'warn',
  ssr: {
    // The contract is TypeScript source in the workspace: bundled. Everything else stays external.
    noExternal: ['@procuremart/contract'],
  },
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'src/main.ts',
        'sheet-read-worker': 'src/platform/files/sheet-read-worker.ts',
        backup: 'src/db/backup/cli.ts',
        'create-operator': 'src/commands/create-operator-cli.ts',
      },
      // Shared chunks beside the entries, not in assets/: modules that find files by their own URL (the
      // migrations, the sheet-read worker) look in dist/ whichever entry loads them.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  plugins: [
    {
      name: 'copy-migrations',
      writeBundle() {
        rmSync(`${root}dist/migrations`, { recursive: true, force: true });
        cpSync(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
      },
    },
  ],
});
