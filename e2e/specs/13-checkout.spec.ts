import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, shownText, submitLoginForm, waitForRoute } from '../support/back-office';
import { browserAvailable, DESKTOP, useBrowser } from '../support/browser';
import type { DemoUsername } from '../support/demo-accounts';
import { flow } from '../support/flow';
import { expectWithinPhoneWidth, expectWithinScreenWidth } from '../support/layout';
import {
  addOneToCart,
  type FoundGoods,
  searchScrews,
  useStorefrontLanguage,
  visibleTestId,
} from '../support/storefront';

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

/** Two in-stock goods of two different suppliers from a search for 螺丝. */
async function goodsOfTwoSuppliers(page: Page): Promise<FoundGoods[]> {
  const rows = (await searchScrews(page)).filter((row) => row.stockState === 'inStock');
  const second = rows.find((row) => row.supplierName !== rows[0]?.supplierName);
  expect(second, 'goods of a second supplier').toBeDefined();
  return [rows[0] as FoundGoods, second as FoundGoods];
}

/** Cart with goods of two suppliers → checkout → address, invoice title, offline payment → result with two orders. */
async function checkoutFlow(page: Page, texts: CheckoutTexts, username: DemoUsername) {
  await login(page, username);
  await useStorefrontLanguage(page, texts.locale);
  const goods = await goodsOfTwoSuppliers(page);
  for (const one of goods) await addOneToCart(page, one);

  await page.goto('/#/cart');
  await visibleTestId(page, 'cart-checkout').click();
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await expect.poll(() => page.getByTestId('checkout-group').count(), WAIT).toBe(2);
  await expectWithinPhoneWidth(page);
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
  // Offline payment: the payee account with the amount to transfer, and a way on to the cashier and the orders.
  const transfer = page.getByTestId('bank-transfer');
  await transfer.waitFor(WAIT);
  expect(await shownText(transfer)).toContain(payable);
  expect(await page.getByTestId('order-result-pay').count()).toBe(1);
  await page.getByTestId('order-result-orders').waitFor(WAIT);
}

/** A visitor's add: the cart kept in this browser, with the same notice as a purchaser's. */
async function addOneAsVisitor(page: Page, goods: FoundGoods): Promise<void> {
  await page.goto('/#/list?keyword=%E8%9E%BA%E4%B8%9D');
  await page.locator(`[data-testid="goods-card"][data-sku-id="${goods.skuId}"]`).first().click();
  await waitForRoute(page, new RegExp(`^#/(ecDetail|unagrdetail)/${goods.skuId}/`));
  await page.getByTestId('buy-box').waitFor(WAIT);
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-added').last().waitFor(WAIT);
}

/**
 * A visitor fills the cart, opens it, goes to checkout (priced, "sign in to submit"), signs in there, and lands
 * on the settlement of the merged lines, which they submit.
 */
async function visitorCheckoutFlow(page: Page, username: DemoUsername) {
  const goods = await goodsOfTwoSuppliers(page);
  for (const one of goods) await addOneAsVisitor(page, one);

  await page.goto('/#/cart');
  for (const one of goods) await page.getByTestId(`cart-line-${one.skuId}`).waitFor(WAIT);
  await visibleTestId(page, 'cart-checkout').click();
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await page.getByTestId('checkout-visitor').waitFor(WAIT);
  await expect.poll(() => page.getByTestId('checkout-group').count(), WAIT).toBe(2);
  const payable = (await shownText(page.getByTestId('checkout-payable'))).trim();
  expect(payable).toMatch(/^¥[\d,]+\.\d{2}$/);

  await page.getByTestId('checkout-submit').click();
  await waitForRoute(page, /^#\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/login?redirect=/placeAnOrder?source=cart');
  await submitLoginForm(page, username);
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await page.getByTestId('cart-merge-notice').waitFor(WAIT);
  await page.getByTestId('address-picker').locator('input[type="radio"]').first().waitFor(WAIT);
  await expect.poll(() => page.getByTestId('checkout-group').count(), WAIT).toBe(2);
  await page.getByTestId('address-picker').locator('input[type="radio"]').first().check();
  await page.getByTestId('invoice-title-picker').locator('input[type="radio"]').first().check();
  expect((await shownText(page.getByTestId('checkout-payable'))).trim()).toBe(payable);

  await page.getByTestId('checkout-submit').click();
  await waitForRoute(page, /^#\/placeAnOrderResults\?parentOrderId=\d+$/);
  await page.getByTestId('order-result').waitFor(WAIT);
  expect(await shownText(page.getByTestId('order-result-summary'))).toContain(payable);
}

describe.skipIf(!browserAvailable())('checkout from the cart to two supplier orders', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: [] },
    'places the cart of two suppliers with offline payment and shows both orders',
    async (pass, test) => {
      const page = await browser.openPage(test, { viewport: pass.viewport });
      await checkoutFlow(page, pass.english ? EN : ZH, pass.english ? 'purchaser02' : 'purchaser01');
      if (pass.mobile) await expectWithinScreenWidth(page);
    },
  );

  it('lets a visitor fill the cart and check out, signing in at submission and coming back', async (test) => {
    const page = await browser.openPage(test, { viewport: DESKTOP });
    await visitorCheckoutFlow(page, 'purchaser01');
  });
});
