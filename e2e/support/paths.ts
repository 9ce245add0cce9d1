import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
/** Failure screenshots and the server log land here (git-ignored). */
export const ARTIFACTS_DIR = resolve(REPO_ROOT, 'e2e/artifacts');
export const CHROMIUM_PATH = '/usr/bin/chromium';
