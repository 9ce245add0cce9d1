import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { login, logout } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { forgetPreferences } from '../support/preferences';

const RED = 'rgb(245, 34, 45)';
const DARK_BLUE = 'rgb(0, 80, 179)';

/** The colour the logo mark is drawn in. */
const logoColour = (page: Page) =>
  page
    .locator('.pm-logo-mark rect')
    .first()
    .evaluate((rect) => getComputedStyle(rect).fill);

async function pickTheme(page: Page, theme: string): Promise<void> {
  await page.getByTestId('theme-switch').click();
  await page.getByTestId(`theme-${theme}`).click();
}

describe.skipIf(!browserAvailable())('theme and language belong to the user, not to the browser', () => {
  const browser = useBrowser();
  afterEach(() => forgetPreferences('operator01'));

  it("keeps operator01's red theme and English for operator01 only", async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    await pickTheme(page, 'red');
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await expect.poll(() => logoColour(page)).toBe(RED);

    // Logged out, the storefront is the visitor's: default theme, Chinese, and the logo follows it.
    await logout(page);
    await page.goto('/#/');
    await page.getByText('全部商品分类').first().waitFor();
    expect(await logoColour(page)).toBe(DARK_BLUE);

    // Another user on this browser does not inherit them.
    await login(page, 'purchaser02');
    expect(await logoColour(page)).toBe(DARK_BLUE);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await logout(page);

    // operator01 gets them back at the next login, and after a reload.
    await login(page, 'operator01');
    await expect.poll(() => logoColour(page)).toBe(RED);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    expect(await logoColour(page)).toBe(RED);
  });
});
