// `npm run build`: the generated barrels, the web app (with precompressed copies of its assets) and the server
// bundle, then the fingerprint of the sources they were built from, which `npm start` compares before serving.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetBuild, recordBuild, sourceFingerprint } from './build-fingerprint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function npmRun(...args) {
  const result = spawnSync('npm', ['run', ...args], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The generated barrels first (they are build inputs, not committed): `npm start` builds through here too.
const gen = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/gen-barrels.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (gen.status !== 0) process.exit(gen.status ?? 1);

// Taken before building: a source edited during the build makes the next start build again.
const fingerprint = sourceFingerprint(root);
forgetBuild(root);
npmRun('build', '-w', '@procuremart/web');
npmRun('build', '-w', '@procuremart/server');
recordBuild(root, fingerprint);
