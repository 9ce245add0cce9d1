import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { expectWithinScreenWidth } from '../support/layout';
import { ARTIFACTS_DIR } from '../support/paths';

const WAIT = { timeout: 20_000 };
const SHOTS = join(ARTIFACTS_DIR, 'screens');

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first();

async function inLanguage(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.goto('/#/');
  await page.getByTestId('shopping-home').waitFor(WAIT);
  if (locale === 'en-US') {
    await visible(page, 'lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('en-US');
  }
}

async function searchFor(page: Page, keyword: string) {
  const box = visible(page, 'search-input').locator('input');
  await box.fill(keyword);
  await box.press('Enter');
  await waitForRoute(page, /^#\/list\?/);
  await page.getByTestId('goods-card').first().waitFor(WAIT);
}

const keywordOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('keyword');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe.skipIf(!browserAvailable())('search and goods as a newcomer meets them', () => {
  const browser = useBrowser();

  it('finds English words in en-US and shows goods, units and brands in English', async (test) => {
    const page = await browser.openPage(test, { viewport: DESKTOP });
    await inLanguage(page, 'en-US');
    for (const keyword of [
      'stapler',
      'pens',
      'notebook',
      'folder',
      'staples',
      'deli stapler',
      'multimeters',
    ]) {
      await searchFor(page, keyword);
      expect(keywordOf(page), keyword).toBe(keyword);
      const name = await shownText(page.getByTestId('goods-name').first());
      expect(name, keyword).not.toMatch(/\p{Script=Han}/u);
    }
    await searchFor(page, 'stapler');
    expect(await shownText(page.getByTestId('goods-name').first())).toMatch(/stapler/i);
    await shot(page, 'list-en-1366');
    await page.getByTestId('goods-card').first().click();
    await page.getByTestId('buy-box').waitFor(WAIT);
    expect(await shownText(page.getByTestId('detail-name'))).toMatch(/Stapler/);
    await shot(page, 'detail-en-1366');
  });

  it('opens the breadcrumb’s category as a list named in the filter chip, and restores the list on back', async (test) => {
    const page = await browser.openPage(test, { viewport: DESKTOP });
    await inLanguage(page, 'zh-CN');
    await searchFor(page, '订书机');
    expect(keywordOf(page)).toBe('订书机');
    await page.evaluate(() => window.scrollTo({ top: 600 }));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), WAIT).toBe(600);
    // The position is kept for this history entry before the product opens.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(sessionStorage).some(
              (key) => key.startsWith('pm.scroll.') && sessionStorage[key] === '600',
            ),
          ),
        WAIT,
      )
      .toBe(true);
    await page.locator('[data-testid="goods-card"]').nth(8).click();
    await page.getByTestId('buy-box').waitFor(WAIT);
    await shot(page, 'detail-zh-1366');
    await page.goBack();
    await page.getByTestId('goods-card').first().waitFor(WAIT);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), WAIT).toBe(600);

    await page.goForward();
    const crumbs = page.getByTestId('detail-breadcrumb').locator('a');
    await crumbs.nth(1).waitFor(WAIT);
    const top = (await crumbs.nth(1).innerText()).trim();
    await crumbs.nth(1).click();
    await waitForRoute(page, /^#\/list\?fc=/);
    expect(await shownText(page.getByTestId('filter-tag-fc'))).toBe(`分类：${top}`);
    await shot(page, 'list-zh-1366');
  });

  it('keeps the buy bar on screen on a 375 px phone and says when the stock is short', async (test) => {
    const page = await browser.openPage(test, { viewport: MOBILE });
    await inLanguage(page, 'en-US');
    await searchFor(page, 'helmet');
    await shot(page, 'list-en-375');
    await expectWithinScreenWidth(page);
    await page.getByTestId('goods-card').first().click();
    await page.getByTestId('buy-box').waitFor(WAIT);
    const button = await page.getByTestId('add-to-cart').boundingBox();
    expect(button && button.y + button.height).toBeLessThanOrEqual(MOBILE.height);
    await page.getByTestId('add-quantity').fill('1.5');
    await page.getByTestId('add-to-cart').click();
    expect(await shownText(page.getByTestId('add-quantity-rule'))).toBe(
      'Enter a whole number from 1 to 9999',
    );
    expect(await page.getByTestId('add-quantity').inputValue()).toBe('1.5');
    await shot(page, 'detail-en-375');
    await expectWithinScreenWidth(page);
  });

  it('shows the page the address names, or rewrites the address to the page shown', async (test) => {
    const page = await browser.openPage(test, { viewport: MOBILE });
    await page.goto('/#/list?keyword=%E8%9E%BA%E4%B8%9D&pageNo=999');
    await page.getByTestId('goods-card').first().waitFor(WAIT);
    await expect
      .poll(() => new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('pageNo'), WAIT)
      .not.toBe('999');
    const pageNo = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('pageNo');
    // The simple pager of a phone shows the current page in its box: the one the address names.
    expect(await page.locator('.ant-pagination-simple-pager input').inputValue()).toBe(pageNo);
    await shot(page, 'list-zh-375');
    await expectWithinScreenWidth(page);
  });
});
