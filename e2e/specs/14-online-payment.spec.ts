import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { login, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
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

interface PayTexts {
  locale: 'zh-CN' | 'en-US';
  online: string;
}
const ZH: PayTexts = { locale: 'zh-CN', online: '在线支付' };
const EN: PayTexts = { locale: 'en-US', online: 'Online payment' };

/** One in-stock product into the cart → checkout with online payment → cashier → gateway confirms → paid. */
async function payOnline(page: Page, texts: PayTexts, username: DemoUsername) {
  await login(page, username);
  await useStorefrontLanguage(page, texts.locale);
  const goods = (await searchScrews(page)).find((row) => row.stockState === 'inStock');
  expect(goods, 'an in-stock product').toBeDefined();
  await addOneToCart(page, goods as FoundGoods);

  await page.goto('/#/cart');
  await visibleTestId(page, 'cart-checkout').click();
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await page.getByTestId('checkout-pay-method').getByText(texts.online).click();
  await page.getByTestId('checkout-submit').click();
  await waitForRoute(page, /^#\/placeAnOrderResults\?parentOrderId=\d+$/);

  // Online payment: the result offers to pay now; the cashier sends the buyer to the gateway.
  await page.getByTestId('order-result-pay').click();
  await waitForRoute(page, /^#\/cartPayment\?parentOrderId=\d+$/);
  await page.getByTestId('cashier-orders').waitFor(WAIT);
  await expectWithinPhoneWidth(page);
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

  flow(
    { pass: 'zh-desktop', pages: [] },
    'pays a checkout online and the cashier shows it paid',
    async (pass, test) => {
      const page = await browser.openPage(test, { viewport: pass.viewport });
      await payOnline(page, pass.english ? EN : ZH, pass.english ? 'purchaser02' : 'purchaser01');
      if (pass.mobile) await expectWithinScreenWidth(page);
    },
  );
});
