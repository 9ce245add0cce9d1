import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

/** Collects every Content-Security-Policy violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${location.hash} ${event.effectiveDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

describe.skipIf(!browserAvailable())('the app under its Content-Security-Policy', () => {
  const browser = useBrowser();

  it('styles the storefront and the back office without a single violation', async (test) => {
    const page = await browser.openPage(test);
    const violations = await watchViolations(page);
    const response = await page.goto('/#/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('全部商品分类').first().waitFor();
    // antd's styles apply: the search button has its theme colour, not the browser default.
    const searchButton = page.locator('button', { hasText: /搜\s*索/ }).first();
    expect(await searchButton.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgb(239, 239, 239)',
    );
    await page.goto('/#/list');
    await page.getByText('共').first().waitFor();
    await login(page, 'operator01');
    await page.getByTestId('home-greeting').waitFor();
    await page.goto('/#/index/brandManage');
    await waitForRoute(page, /^#\/index\/brandManage/);
    await page.getByRole('button', { name: /新增品牌/ }).click();
    await page.getByRole('dialog').waitFor();
    // The description textarea sizes itself (a helper that sets style attributes).
    await page.getByRole('dialog').locator('textarea').fill('第一行\n第二行\n第三行\n第四行');
    await page.goto('/#/index/opsLogQuery');
    await waitForRoute(page, /^#\/index\/opsLogQuery/);
    await page.locator('.ant-table:visible').first().waitFor();
    expect(violations).toEqual([]);
  });
});
