import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, DESKTOP, MOBILE, useBrowser } from '../support/browser';
import type { DemoUsername } from '../support/demo-accounts';

const WAIT = { timeout: 20_000 };

interface CheckoutTexts {
  locale: 'zh-CN' | 'en-US';
  offline: string;
  placed: string;
  awaitingSupplier: string;
}
const ZH: CheckoutTexts = {
  locale: 'zh-CN',
  offline: '线下转账',
  placed: '订单提交成功',
  awaitingSupplier: '待供应商确认',
};
const EN: CheckoutTexts = {
  locale: 'en-US',
  offline: 'Offline bank transfer',
  placed: 'Your order was placed',
  awaitingSupplier: 'Awaiting supplier confirmation',
};

interface FoundGoods {
  skuId: string;
  stockState: string;
  supplierName: string;
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first();

async function searchRows(response: Promise<Response>): Promise<FoundGoods[]> {
  const envelope = (await (await response).json()) as { data: { rows: FoundGoods[] } };
  return envelope.data.rows;
}

/** Two in-stock goods of two different suppliers from a search for 螺丝. */
async function goodsOfTwoSuppliers(page: Page): Promise<FoundGoods[]> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ucc/searchGoods'), WAIT);
  await page.goto('/#/list?keyword=%E8%9E%BA%E4%B8%9D');
  const rows = (await searchRows(answer)).filter((row) => row.stockState === 'inStock');
  const second = rows.find((row) => row.supplierName !== rows[0]?.supplierName);
  expect(second, 'goods of a second supplier').toBeDefined();
  return [rows[0] as FoundGoods, second as FoundGoods];
}

async function addOneToCart(page: Page, goods: FoundGoods): Promise<void> {
  await page.goto('/#/list?keyword=%E8%9E%BA%E4%B8%9D');
  await page.locator(`[data-testid="goods-card"][data-sku-id="${goods.skuId}"]`).first().click();
  await waitForRoute(page, new RegExp(`^#/(ecDetail|unagrdetail)/${goods.skuId}/`));
  await page.getByTestId('buy-box').waitFor(WAIT);
  // The add's own answer, not its notice: the notice of an earlier add may still be showing.
  const added = page.waitForResponse((r) => r.url().endsWith('/api/usc/addShoppingCart') && r.ok(), WAIT);
  await page.getByTestId('add-to-cart').click();
  await added;
  await page.getByTestId('cart-added').last().waitFor(WAIT);
}

/** Cart with goods of two suppliers → checkout → address, invoice title, offline payment → result with two orders. */
async function checkoutFlow(page: Page, texts: CheckoutTexts, username: DemoUsername) {
  await login(page, username);
  if (texts.locale !== 'zh-CN') {
    await page.goto('/#/');
    await visible(page, 'lang-switch').click();
    await page.getByTestId(`lang-${texts.locale}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(texts.locale);
  }
  const goods = await goodsOfTwoSuppliers(page);
  for (const one of goods) await addOneToCart(page, one);

  await page.goto('/#/cart');
  await visible(page, 'cart-checkout').click();
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await expect.poll(() => page.getByTestId('checkout-group').count(), WAIT).toBe(2);
  // The default address and invoice title are chosen; choose them explicitly all the same.
  await page.getByTestId('address-picker').locator('input[type="radio"]').first().check();
  await page.getByTestId('invoice-title-picker').locator('input[type="radio"]').first().check();
  await page.getByTestId('checkout-pay-method').getByText(texts.offline).click();
  const payable = (await shownText(page.getByTestId('checkout-payable'))).trim();

  await page.getByTestId('checkout-submit').click();
  await waitForRoute(page, /^#\/placeAnOrderResults\?parentOrderId=\d+$/);
  await page.getByTestId('order-result').waitFor(WAIT);
  await page.getByText(texts.placed).waitFor(WAIT);
  expect(await shownText(page.getByTestId('order-result-summary'))).toContain(payable);
  await expect.poll(() => page.getByTestId('order-result-status').count(), WAIT).toBe(2);
  for (const status of await page.getByTestId('order-result-status').allInnerTexts())
    expect(status.trim()).toBe(texts.awaitingSupplier);
  // Offline payment: no "pay now"; the way on is the order list.
  expect(await page.getByTestId('order-result-pay').count()).toBe(0);
  await page.getByTestId('order-result-orders').waitFor(WAIT);
}

describe.skipIf(!browserAvailable())('checkout from the cart to two supplier orders', () => {
  const browser = useBrowser();

  it('places the cart of two suppliers with offline payment and shows both orders', async (test) => {
    const page = await browser.openPage(test, { viewport: DESKTOP });
    await checkoutFlow(page, ZH, 'purchaser01');
  });

  it('does the same in English on a 375 px phone', async (test) => {
    const page = await browser.openPage(test, { viewport: MOBILE });
    await checkoutFlow(page, EN, 'purchaser02');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});
