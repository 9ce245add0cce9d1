import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, seeText, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';

const WAIT = { timeout: 20_000 };

interface Texts {
  locale: 'zh-CN' | 'en-US';
  notFound: string;
  good: string;
  summary: string;
  added: string;
}
const ZH: Texts = {
  locale: 'zh-CN',
  notFound: '商品不存在',
  good: '可购买',
  summary: '共 2 行，1 行有问题，已选 1 行',
  added: '已将 1 种商品加入购物车',
};
const EN: Texts = {
  locale: 'en-US',
  notFound: 'No goods with this code',
  good: 'Can be bought',
  summary: 'Lines: 2 · with problems: 1 · selected: 1',
  added: 'Goods added to your cart: 1',
};

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first();
const cartCount = async (page: Page) =>
  Number((await page.getByTestId('cart-count').first().textContent())?.trim());

/** A SKU id of the demo catalogue: the first goods card of the list links to /ecDetail/<skuId>/… */
async function someSkuId(page: Page): Promise<string> {
  await page.goto('/#/list');
  const card = page.getByTestId('goods-card').first();
  await card.waitFor(WAIT);
  const href = (await card.getAttribute('href')) ?? '';
  const skuId = /ecDetail\/(\d+)\//.exec(href)?.[1] ?? /\/(\d+)\/\d+\/\d+$/.exec(href)?.[1];
  expect(skuId).toBeTruthy();
  return skuId as string;
}

/** purchaser01 pastes two lines (one unknown code), sees the problem on its line and adds the good one to the cart. */
async function quickOrderFlow(page: Page, t: Texts) {
  await login(page, 'purchaser01');
  const skuId = await someSkuId(page);
  if (t.locale !== 'zh-CN') {
    await visible(page, 'lang-switch').click();
    await page.getByTestId(`lang-${t.locale}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(t.locale);
  }
  const before = await cartCount(page);
  // The storefront's navigation offers quick order to purchasers.
  await visible(page, 'nav-fast-order').click();
  await waitForRoute(page, /^#\/fastOrder$/);
  await page.getByTestId('quick-order-empty').waitFor(WAIT);

  await page.getByTestId('quick-order-input').fill(`${skuId}\t2\nNO-SUCH-CODE 1`);
  await page.getByTestId('quick-order-check').click();
  const table = page.getByTestId('quick-order-table');
  await table.waitFor(WAIT);
  const badRow = table.getByRole('row').filter({ hasText: 'NO-SUCH-CODE' });
  await expect.poll(() => shownText(badRow), WAIT).toContain(t.notFound);
  const goodRow = table.getByRole('row').filter({ hasText: skuId });
  await expect.poll(() => shownText(goodRow), WAIT).toContain(t.good);
  await expect.poll(() => shownText(page.getByTestId('quick-order-summary')), WAIT).toBe(t.summary);
  // The bad line cannot be chosen.
  expect(await badRow.locator('input[type="checkbox"]').isDisabled()).toBe(true);

  await page.getByTestId('quick-order-add-to-cart').click();
  await seeText(page, t.added);
  await expect.poll(() => cartCount(page), WAIT).toBeGreaterThanOrEqual(Math.max(before, 1));
}

/** The visitor cart's lines in this browser (storefront/cart/visitor-cart.ts). */
const visitorCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('pm.visitorCart') ?? '[]') as { skuId: string; num: number }[],
  );

/** A visitor (no login) pastes the same list, sees the price, adds the good line to this browser's cart. */
async function visitorQuickOrderFlow(page: Page) {
  const skuId = await someSkuId(page);
  await visible(page, 'nav-fast-order').click();
  await waitForRoute(page, /^#\/fastOrder$/);
  // Pasting only: the file upload asks for a login.
  await page.getByTestId('quick-order-visitor-hint').waitFor(WAIT);
  expect(await page.getByTestId('quick-order-upload').count()).toBe(0);

  await page.getByTestId('quick-order-input').fill(`${skuId}\t2\nNO-SUCH-CODE 1`);
  await page.getByTestId('quick-order-check').click();
  const table = page.getByTestId('quick-order-table');
  await table.waitFor(WAIT);
  const goodRow = table.getByRole('row').filter({ hasText: skuId });
  await expect.poll(() => shownText(goodRow), WAIT).toContain(ZH.good);
  await expect.poll(() => shownText(goodRow), WAIT).toMatch(/\d+\.\d{2}/);
  await expect.poll(() => shownText(page.getByTestId('quick-order-summary')), WAIT).toBe(ZH.summary);

  await page.getByTestId('quick-order-add-to-cart').click();
  await seeText(page, ZH.added);
  expect(await visitorCart(page)).toMatchObject([{ skuId, num: 2 }]);
  // Checkout for a visitor goes through the cart.
  await page.getByTestId('quick-order-checkout').click();
  await waitForRoute(page, /^#\/cart$/);
  expect(await visitorCart(page)).toMatchObject([{ skuId, num: 4 }]);
}

describe.skipIf(!browserAvailable())('quick order', () => {
  const browser = useBrowser();

  flow(
    { pass: 'en-phone', pages: [] },
    'a pasted list with one bad line, the good line into the cart',
    async (pass, test) => {
      const page = await browser.openPage(test, { viewport: pass.viewport });
      await quickOrderFlow(page, pass.english ? EN : ZH);
      if (pass.mobile) await expectWithinScreenWidth(page);
    },
  );

  it('a visitor (zh-CN desktop): pasted lines checked without login, the good line into the browser cart', async (test) => {
    const page = await browser.openPage(test);
    await visitorQuickOrderFlow(page);
  });
});
