// Whether the built app (apps/web/dist, apps/server/dist) was made from the sources as they are now: `npm run build`
// records a fingerprint of its inputs, `npm start` builds again only when the fingerprint differs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files and folders the two builds read, relative to the repository root. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
  'packages/contract',
  'apps/web',
  'apps/server',
];
/** What a finished build leaves; the fingerprint is written last, so it exists only after a whole build. */
export const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
export const FINGERPRINT_FILE = 'apps/server/dist/build-fingerprint.txt';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', '.tmp', 'coverage']);
// Tests are not part of the bundles: editing one needs no build.
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function collectFiles(root, relative, into) {
  for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) collectFiles(root, child, into);
    } else if (entry.isFile() && !isTestFile(entry.name)) into.push(child);
  }
}

function listInputs(root) {
  const files = [];
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) collectFiles(root, input, files);
    else files.push(input);
  }
  return files.sort();
}

/** A hash of the names and contents of every build input (so a checkout back and forth costs no build). */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const file of listInputs(root)) {
    hash.update(file);
    hash.update('\0');
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

function recordedFingerprint(root) {
  try {
    return readFileSync(join(root, FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Why a build is needed, or null when the built app matches the sources. */
export function reasonToBuild(root) {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const recorded = recordedFingerprint(root);
  if (recorded === null) return 'no build has been recorded';
  if (recorded !== sourceFingerprint(root)) return 'the sources changed since the last build';
  return null;
}

export function recordBuild(root, fingerprint) {
  writeFileSync(join(root, FINGERPRINT_FILE), `${fingerprint}\n`);
}

/** Before building: an interrupted or failed build must not look current. */
export function forgetBuild(root) {
  rmSync(join(root, FINGERPRINT_FILE), { force: true });
}
