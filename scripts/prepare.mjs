// `prepare` (run by `npm ci` / `npm install`): writes the generated barrels a development checkout needs
// (scripts/gen-barrels.mjs, through tsx). An install of the production dependencies only (`npm ci --omit=dev`
// beside a build made elsewhere, docs/production.md) has no tsx and needs no barrels: the build holds them.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Whether tsx (a devDependency) is installed for the project at `root`. */
export function hasDevTools(root) {
  try {
    createRequire(join(root, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!hasDevTools(root)) {
    console.log('prepare: production dependencies only (no tsx): generated barrels skipped');
    process.exit(0);
  }
  const gen = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/gen-barrels.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(gen.status ?? 1);
}
