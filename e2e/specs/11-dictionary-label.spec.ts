import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, seeText, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

const WAIT = { timeout: 20_000 };

/** The first enabled brand's status tag in the brand list (labelled from the BRAND_STATUS dictionary). */
const enabledTag = (page: Page) =>
  page.locator('[data-testid="dict-tag-BRAND_STATUS"][data-code="1"]').filter({ visible: true }).first();

/** Opens the data dictionary, the BRAND_STATUS items, and saves a new label for the "enabled" item. */
async function relabelEnabled(page: Page, label: string): Promise<void> {
  await page.goto('/#/index/dataDictionary');
  await waitForRoute(page, /^#\/index\/dataDictionary$/);
  // Other cached pages keep their own filter forms mounted (hidden): only the shown one counts.
  await page.getByTestId('filter-keyword').filter({ visible: true }).fill('BRAND_STATUS');
  await page.getByTestId('filter-search').filter({ visible: true }).click();
  const row = page.locator('tr').filter({ hasText: 'BRAND_STATUS' }).filter({ visible: true });
  await row.getByTestId('action-items').click();
  const drawer = page.locator('.ant-drawer').filter({ visible: true });
  await drawer.getByTestId('dict-item-edit-1').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '编辑字典项' }).filter({ visible: true });
  await dialog.waitFor(WAIT);
  await dialog.locator('#label').fill(label);
  await dialog.getByTestId('form-submit').click();
  await seeText(page, '字典项已保存');
  await expect.poll(() => shownText(drawer.getByTestId('dict-items')), WAIT).toContain(label);
}

describe.skipIf(!browserAvailable())('data dictionary', () => {
  const browser = useBrowser();

  it('an operator relabels a status and the brand list shows the new label after a reload', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    await page.goto('/#/index/brandManage');
    await expect.poll(() => shownText(enabledTag(page)), WAIT).toBe('已启用');
    // The dictionaries are kept with today's date.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dictionaries') ?? '{}'));
    expect(stored.data.BRAND_STATUS).toHaveLength(2);

    const label = `启用中${Date.now().toString(36)}`;
    await relabelEnabled(page, label);
    await page.reload();
    await page.goto('/#/index/brandManage');
    await waitForRoute(page, /^#\/index\/brandManage$/);
    await expect.poll(() => shownText(enabledTag(page)), WAIT).toBe(label);

    // Put the demo label back for the other specs.
    await relabelEnabled(page, '已启用');
  });
});
