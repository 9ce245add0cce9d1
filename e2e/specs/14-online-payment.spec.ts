import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, waitForRoute } from '../support/back-office';
import { browserAvailable, DESKTOP, MOBILE, useBrowser } from '../support/browser';
import type { DemoUsername } from '../support/demo-accounts';

const WAIT = { timeout: 20_000 };

interface PayTexts {
  locale: 'zh-CN' | 'en-US';
  online: string;
}
const ZH: PayTexts = { locale: 'zh-CN', online: '在线支付' };
const EN: PayTexts = { locale: 'en-US', online: 'Online payment' };

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first();

/** One in-stock product into the cart → checkout with online payment → cashier → gateway confirms → paid. */
async function payOnline(page: Page, texts: PayTexts, username: DemoUsername) {
  await login(page, username);
  if (texts.locale !== 'zh-CN') {
    await page.goto('/#/');
    await visible(page, 'lang-switch').click();
    await page.getByTestId(`lang-${texts.locale}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(texts.locale);
  }
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ucc/searchGoods'), WAIT);
  await page.goto('/#/list?keyword=%E8%9E%BA%E4%B8%9D');
  const envelope = (await (await answer).json()) as {
    data: { rows: { skuId: string; stockState: string }[] };
  };
  const goods = envelope.data.rows.find((row) => row.stockState === 'inStock');
  expect(goods, 'an in-stock product').toBeDefined();
  await page.locator(`[data-testid="goods-card"][data-sku-id="${goods?.skuId}"]`).first().click();
  await page.getByTestId('buy-box').waitFor(WAIT);
  // The add's own answer, not its notice: the notice of an earlier add may still be showing.
  const added = page.waitForResponse((r) => r.url().endsWith('/api/usc/addShoppingCart') && r.ok(), WAIT);
  await page.getByTestId('add-to-cart').click();
  await added;
  await page.getByTestId('cart-added').last().waitFor(WAIT);

  await page.goto('/#/cart');
  await visible(page, 'cart-checkout').click();
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await page.getByTestId('checkout-pay-method').getByText(texts.online).click();
  await page.getByTestId('checkout-submit').click();
  await waitForRoute(page, /^#\/placeAnOrderResults\?parentOrderId=\d+$/);

  // Online payment: the result offers to pay now; the cashier sends the buyer to the gateway.
  await page.getByTestId('order-result-pay').click();
  await waitForRoute(page, /^#\/cartPayment\?parentOrderId=\d+$/);
  const cashierAddress = `/${new URL(page.url()).hash}`;
  await page.getByTestId('cashier-methods').getByText(texts.online).click();
  await page.getByTestId('cashier-pay').click();
  await waitForRoute(page, /^#\/payGateway\?payNo=/);
  await page.getByTestId('gateway-payment').waitFor(WAIT);
  await page.getByTestId('gateway-success').click();
  await page.getByTestId('gateway-succeeded').waitFor(WAIT);

  // Paid: the cashier has nothing left to pay for this checkout.
  await page.goto(cashierAddress);
  await page.getByTestId('cashier-paid').waitFor(WAIT);
}

describe.skipIf(!browserAvailable())('online payment through the simulated gateway', () => {
  const browser = useBrowser();

  it('pays a checkout online and the cashier shows it paid', async (test) => {
    const page = await browser.openPage(test, { viewport: DESKTOP });
    await payOnline(page, ZH, 'purchaser01');
  });

  it('does the same in English on a 375 px phone, within the screen width', async (test) => {
    const page = await browser.openPage(test, { viewport: MOBILE });
    await payOnline(page, EN, 'purchaser02');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});
