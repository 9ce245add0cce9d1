import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, type TestContext } from 'vitest';
import { loggedInAccounts } from './back-office';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';
import { forgetPreferences } from './preferences';
import './provided-context';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1366, height: 860 };
export const MOBILE = { width: 375, height: 760 };

/** Outside CI a missing Chromium skips the specs (the global setup printed why). */
export function browserAvailable(): boolean {
  return inject('browserAvailable');
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Another server than the shared one (a spec's prefilled server). */
  baseUrl?: string;
}

/**
 * One Chromium per spec file (launch() gives it a fresh temporary profile) and one new context per test, so
 * that cookies and localStorage never leak between tests. Call inside the spec file's describe.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async openPage(test: TestContext, options: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('the browser is not running: call openPage inside a test');
      const context = await browser.newContext({
        baseURL: options.baseUrl ?? inject('baseUrl'),
        viewport: options.viewport ?? DESKTOP,
      });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
      });
      test.onTestFinished(async () => {
        if (test.task.result?.state === 'fail') await saveFailureArtifacts(test, page, pageErrors);
        await context.close();
        // Theme and language are kept per user on the shared server: whatever a test chose while logged in
        // must not greet the next spec that logs in as the same account.
        for (const username of loggedInAccounts) await forgetPreferences(username);
        loggedInAccounts.clear();
      });
      return page;
    },
  };
}

async function saveFailureArtifacts(test: TestContext, page: Page, pageErrors: string[]): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const spec = test.task.file.name.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
  const base = join(ARTIFACTS_DIR, `${spec}--${test.task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}`);
  try {
    await page.screenshot({ path: `${base}.png`, fullPage: true });
  } catch (error) {
    pageErrors.push(`screenshot failed: ${String(error)}`);
  }
  writeFileSync(`${base}.txt`, [`url: ${page.url()}`, ...pageErrors].join('\n'));
  console.error(`[e2e] failure artifacts: ${base}.png / .txt`);
}
