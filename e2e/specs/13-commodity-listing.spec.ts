import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { login, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import type { DemoUsername } from '../support/demo-accounts';
import { flow } from '../support/flow';
import { forgetPreferences } from '../support/preferences';

const WAIT = { timeout: 20_000 };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0a1d5b30000000049454e44ae426082',
  'hex',
);

type Locale = 'zh-CN' | 'en-US';

async function signIn(page: Page, username: DemoUsername, locale: Locale) {
  await login(page, username);
  if (locale === 'en-US') {
    await page.getByTestId('lang-switch').filter({ visible: true }).first().click();
    await page.getByTestId('lang-en-US').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('en-US');
  }
}

/** Opens an antd select and takes the option `down` steps below the first. */
async function choose(page: Page, select: ReturnType<Page['locator']>, down = 0) {
  await select.click();
  for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function fillSkuRow(page: Page, index: number, code: string, price: string) {
  const row = page.getByTestId(`sku-row-${index}`);
  const selects = row.locator('.ant-select');
  // Spec values (each row its own), then the unit; the tax rate keeps its default.
  const count = await selects.count();
  for (let i = 0; i < count - 1; i++) await choose(page, selects.nth(i), i < count - 2 ? index : 0);
  await row.locator('input[id$="supplierSkuCode"]').fill(code);
  await row.locator('input[id$="model"]').fill('E2E-1');
  await row.locator('input[id$="salePrice"]').fill(price);
  await row.locator('input[id$="marketPrice"]').fill('199.00');
  await row.locator('input[id$="stock"]').fill('100');
}

async function createProduct(page: Page, name: string, stamp: string) {
  await page.goto('/#/index/commodityCreate');
  await page.getByTestId('commodity-name').waitFor(WAIT);
  await choose(page, page.getByTestId('commodity-category'));
  await choose(page, page.getByTestId('commodity-brand'));
  await page.getByTestId('commodity-name').fill(name);
  const attributes = page.getByTestId('commodity-attributes').locator('.ant-select');
  await expect.poll(() => attributes.count(), WAIT).toBeGreaterThan(0);
  const count = await attributes.count();
  for (let i = 0; i < count; i++) await choose(page, attributes.nth(i));
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('.ant-upload-list-item-done, .ant-upload-list-item').first().waitFor(WAIT);
  await page.getByTestId('sku-add').click();
  await fillSkuRow(page, 0, `E2E-${stamp}-A`, '120.00');
  await fillSkuRow(page, 1, `E2E-${stamp}-B`, '130.00');
  await page.getByTestId('commodity-submit').click();
  // The form closes for the product's detail.
  await waitForRoute(page, /^#\/index\/soldUpDetail\?spuId=\d+/);
  const title = page.getByTestId('detail-title').filter({ visible: true });
  await expect.poll(() => title.textContent(), WAIT).toBe(name);
}

const tableRows = (page: Page) =>
  page.locator('[data-route] .ant-table-tbody').filter({ visible: true }).locator('tr.ant-table-row');

/** Filters an operator list by the keyword, selects every row and takes the bulk step. */
async function bulkStep(page: Page, route: string, stamp: string, action: string, remark?: string) {
  await page.goto(`/#/index/${route}`);
  const keyword = page.getByTestId('filter-keyword').filter({ visible: true });
  await keyword.waitFor(WAIT);
  await keyword.fill(stamp);
  await page.getByTestId('filter-search').filter({ visible: true }).click();
  await expect.poll(() => tableRows(page).count(), WAIT).toBe(2);
  await page.locator('.ant-table-thead .ant-checkbox-input').filter({ visible: true }).check();
  await page.getByTestId(`action-bulk-${action}`).filter({ visible: true }).click();
  if (remark) await page.getByTestId('action-remark').fill(remark);
  await page.getByTestId('confirm-ok').click();
}

async function cardsWith(page: Page, keyword: string, stamp: string): Promise<number> {
  await page.goto('/#/');
  // A fresh load, as a buyer coming back sees it (results are cached for a while within one load).
  await page.reload();
  const box = page.getByTestId('search-input').filter({ visible: true }).first().locator('input');
  await box.fill(keyword);
  await box.press('Enter');
  await waitForRoute(page, /^#\/list\?/);
  await page.locator('[data-testid="goods-card"], [data-testid="list-empty"]').first().waitFor(WAIT);
  return page.getByTestId('goods-card').filter({ hasText: stamp }).count();
}

/** From the search results: opens the first card of the stamp's goods and adds it to the cart. */
async function addFoundToCart(page: Page, stamp: string): Promise<string> {
  await page.getByTestId('goods-card').filter({ hasText: stamp }).first().click();
  // Framework-agreement suppliers' goods open at /unagrdetail, e-commerce ones at /ecDetail.
  await waitForRoute(page, /^#\/(ecDetail|unagrdetail)\/\d+\//);
  const skuId = new URL(page.url()).hash.split('/')[2];
  await page.getByTestId('buy-box').waitFor(WAIT);
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-added').first().waitFor(WAIT);
  return skuId;
}

describe.skipIf(!browserAvailable())(
  'supplier listing, two audits, search, cart and forced delisting',
  () => {
    const browser = useBrowser();

    flow(
      { pass: 'en-phone', pages: ['commodityCreate', 'newSoldUpList', 'newSoldUpTwoList', 'ecmnlots'] },
      'lists goods through both audits, buys them into the cart and delists them',
      async ({ locale, viewport }, test) => {
        const stamp = Date.now().toString(36).toUpperCase();
        const name = `青松牌订书机 ${stamp}`;
        try {
          const supplier = await browser.openPage(test, { viewport });
          await signIn(supplier, 'supplier01', locale);
          await createProduct(supplier, name, stamp);
          await supplier.getByText(stamp).first().waitFor(WAIT);

          const operator = await browser.openPage(test, { viewport });
          await signIn(operator, 'operator01', locale);
          await bulkStep(operator, 'newSoldUpList', stamp, 'passFirst');
          await expect.poll(() => tableRows(operator).count(), WAIT).toBe(0);
          await bulkStep(operator, 'newSoldUpTwoList', stamp, 'passSecond');
          await expect.poll(() => tableRows(operator).count(), WAIT).toBe(0);

          const buyer = await browser.openPage(test, { viewport });
          await signIn(buyer, 'purchaser01', locale);
          await expect.poll(() => cardsWith(buyer, name, stamp), WAIT).toBe(2);
          const skuId = await addFoundToCart(buyer, stamp);
          await buyer.goto('/#/cart');
          const line = buyer.getByTestId(`cart-line-${skuId}`);
          await line.waitFor(WAIT);
          expect(await line.getByTestId('cart-off-shelf').count()).toBe(0);

          await bulkStep(operator, 'ecmnlots', stamp, 'forceOffShelf', 'E2E forced delisting');
          await expect.poll(() => cardsWith(buyer, name, stamp), WAIT).toBe(0);
          // The cart keeps the line but marks it not buyable; the buyer removes it.
          await buyer.goto('/#/cart');
          await buyer.reload();
          await buyer.getByTestId(`cart-line-${skuId}`).getByTestId('cart-off-shelf').waitFor(WAIT);
          await buyer.getByTestId(`cart-delete-${skuId}`).click();
          await buyer.getByTestId('confirm-ok').click();
          await expect.poll(() => buyer.getByTestId(`cart-line-${skuId}`).count(), WAIT).toBe(0);
        } finally {
          for (const user of ['supplier01', 'operator01', 'purchaser01'] as const)
            await forgetPreferences(user);
        }
      },
    );
  },
);
