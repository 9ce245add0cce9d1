import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, CHROMIUM_PATH, WEB_DIST } from './paths';
import './provided-context';
import { startRealServer } from './real-server';

const runningUnderCi = () => Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI ?? '');

/** Starts the real server serving the built web app once for all spec files, and stops it at the end. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(CHROMIUM_PATH)) {
    const message = `Chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium fonts-noto-cjk)`;
    if (runningUnderCi()) throw new Error(`${message}: the browser specs are required under CI.`);
    console.warn(`\n[e2e] ${message}: skipping the browser specs.\n`);
    project.provide('browserAvailable', false);
    project.provide('baseUrl', '');
    return undefined;
  }
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The built web app is missing (${WEB_DIST}/index.html): run "npm run test:e2e" from the repository root, ` +
        'which builds it first, or "npm run build -w @procuremart/web".',
    );
  }
  // The specs always run on a fresh embedded database, whatever the caller's DATABASE_URL says.
  const server = await startRealServer({
    database: 'fresh-pglite',
    logFile: join(ARTIFACTS_DIR, 'server.log'),
  });
  project.provide('browserAvailable', true);
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
