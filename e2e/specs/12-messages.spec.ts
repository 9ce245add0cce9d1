import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

const WAIT = { timeout: 20_000 };

/** The number on the header's bell (0 when no badge shows). */
async function unreadBadge(page: Page): Promise<number> {
  const count = page.getByTestId('message-bell').locator('.ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number((await count.getAttribute('title')) ?? (await shownText(count)));
}

/** Opens the bell's panel and reads its first unread message; returns the detail title shown. */
async function readFirstFromBell(page: Page): Promise<string> {
  await page.getByTestId('message-bell').click();
  const panel = page.getByTestId('message-bell-panel');
  await panel.waitFor(WAIT);
  await panel.locator('[data-testid^="message-bell-item-"]').first().click();
  await waitForRoute(page, /^#\/messageDetail\?messageId=\d+$/);
  const title = page.getByTestId('message-title').filter({ visible: true });
  await title.waitFor(WAIT);
  return shownText(title);
}

describe.skipIf(!browserAvailable())('site messages', () => {
  const browser = useBrowser();

  it('reads messages from the header badge, in Chinese and in English', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'purchaser02');
    await expect.poll(() => unreadBadge(page), WAIT).toBeGreaterThanOrEqual(2);
    const before = await unreadBadge(page);

    const chinese = await readFirstFromBell(page);
    expect(chinese).toMatch(/^【.+】.+/);
    await expect.poll(() => unreadBadge(page), WAIT).toBe(before - 1);

    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    const english = await readFirstFromBell(page);
    expect(english).toMatch(/^\[[A-Za-z]+\] [A-Za-z]/);
    await expect.poll(() => unreadBadge(page), WAIT).toBe(before - 2);

    // The list shows them as read; anyone logged in opens it without a menu entry.
    await page.getByTestId('message-bell').click();
    await page.getByTestId('message-bell-all').click();
    await waitForRoute(page, /^#\/messageList$/);
    await expect
      .poll(() => shownText(page.locator('.ant-table-tbody').filter({ visible: true })), WAIT)
      .toContain('Read');
  });
});
