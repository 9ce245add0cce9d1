import { type CallOutput, deleteCart, queryCart } from '@procuremart/contract';
import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiLogin, signedCall } from '../support/api';
import { seeText, shownText, submitLoginForm, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import type { DemoUsername } from '../support/demo-accounts';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';

const WAIT = { timeout: 20_000 };

interface FlowTexts {
  locale: 'zh-CN' | 'en-US';
  added: string;
  deleteConfirm: string;
  pieces: (count: number) => string;
  empty: string;
}

const ZH: FlowTexts = {
  locale: 'zh-CN',
  added: '已成功加入购物车',
  deleteConfirm: '确定要删除该商品吗？',
  pieces: (count) => `共 ${count} 件`,
  empty: '购物车空空如也',
};
const EN: FlowTexts = {
  locale: 'en-US',
  added: 'Added to your cart',
  deleteConfirm: 'Delete this product from the cart?',
  pieces: (count) => `Qty: ${count}`,
  empty: 'Your cart is empty',
};

interface FoundGoods {
  skuId: string;
  price: string;
  stockState: string;
  supplierName: string;
  supplierNameEn: string;
}

/** The goods of the searchGoods answer a page is waiting for. */
async function searchRows(response: Promise<Response>): Promise<FoundGoods[]> {
  const envelope = (await (await response).json()) as { data: { rows: FoundGoods[] } };
  return envelope.data.rows;
}

/** Starts waiting for the searchGoods answer to a request that contains `sentWith`. */
function searchAnswer(page: Page, sentWith: string): Promise<Response> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/ucc/searchGoods') && (r.request().postData() ?? '').includes(sentWith),
    WAIT,
  );
  // Still rejects where it is awaited; a test that failed before that does not leave an unhandled rejection.
  answer.catch(() => undefined);
  return answer;
}

/** "1,234.50" from a decimal string times a whole number, without floating point. */
function amountTimes(price: string, times: number): string {
  const [integer, fraction = ''] = price.split('.');
  const cents = (BigInt(integer) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))) * BigInt(times);
  const grouped = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${(cents % 100n).toString().padStart(2, '0')}`;
}

const cartCount = async (page: Page) => (await page.getByTestId('cart-count').first().textContent())?.trim();
const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first();

/**
 * The buyer's first path: search, filter by a brand, open a product, add to cart as a visitor (kept in the
 * browser, counted in the header), see it in the cart, log in from there (merged into the account's cart, back
 * to the cart), change the quantity in the cart, delete the line.
 */
/**
 * The flow starts from an empty account cart: the lines another spec left in this demo account's cart (the
 * quick order adds one) are removed first, as the account's owner would.
 */
async function emptyAccountCart(username: DemoUsername): Promise<void> {
  const token = await apiLogin(username);
  const cart = await signedCall<CallOutput<typeof queryCart>>(queryCart.path, {}, token);
  const cartIds = cart.shops.flatMap((shop) => shop.lines.map((line) => line.cartId));
  if (cartIds.length > 0) await signedCall(deleteCart.path, { cartIds }, token);
}

async function buyerFlow(page: Page, texts: FlowTexts, username: DemoUsername, mobile: boolean) {
  await emptyAccountCart(username);
  await page.goto('/#/');
  await page.getByTestId('shopping-home').waitFor(WAIT);
  if (texts.locale !== 'zh-CN') {
    await visible(page, 'lang-switch').click();
    await page.getByTestId(`lang-${texts.locale}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(texts.locale);
  }

  // Search 螺丝 from the header.
  const searched = searchAnswer(page, '螺丝');
  const search = visible(page, 'search-input').locator('input');
  await search.fill('螺丝');
  // The suggestions (螺丝刀 among them) are on screen: Enter still searches what was typed.
  await visible(page, 'search-suggest').waitFor(WAIT);
  await search.press('Enter');
  await waitForRoute(page, /^#\/list\?/);
  expect(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('keyword')).toBe('螺丝');
  const found = await searchRows(searched);
  expect(found.length).toBeGreaterThan(0);
  await page.getByTestId('goods-card').first().waitFor(WAIT);
  // Product names stay as entered; the seller's name is in the page's language.
  const seller = texts.locale === 'en-US' ? found[0].supplierNameEn : found[0].supplierName;
  expect(await shownText(page.getByTestId('goods-card').first().locator('.pm-supplier-tag'))).toBe(seller);

  // Filter by the first brand offered.
  if (mobile) await page.getByTestId('filters-open').click();
  const brand = visible(page, 'facet-brand').locator('[data-testid^="facet-brand-"]').first();
  const brandName = (await brand.locator('.pm-facet-name').innerText()).trim();
  const filtered = searchAnswer(page, 'brandIds');
  await brand.click();
  const rows = await searchRows(filtered);
  await waitForRoute(page, /brandIds=/);
  expect(await shownText(page.getByTestId('selected-filters'))).toContain(brandName);
  const goods = rows.find((row) => row.stockState === 'inStock');
  expect(goods, `an in-stock product of ${brandName}`).toBeDefined();
  const { skuId, price } = goods as FoundGoods;

  // Open it and add two to the cart as a visitor: the cart kept in this browser, counted in the header.
  await page.locator(`[data-testid="goods-card"][data-sku-id="${skuId}"]`).first().click();
  await waitForRoute(page, new RegExp(`^#/ecDetail/${skuId}/`));
  await page.getByTestId('buy-box').waitFor(WAIT);
  await page.getByTestId('add-quantity').fill('2');
  await page.getByTestId('add-to-cart').click();
  await seeText(page, texts.added);
  await expect.poll(() => cartCount(page), WAIT).toBe('1');

  // The visitor's cart shows the line; logging in from there merges it into the account's cart and comes back.
  await page.getByTestId('cart-added-go').click();
  await waitForRoute(page, /^#\/cart$/);
  await page.getByTestId(`cart-line-${skuId}`).waitFor(WAIT);
  await visible(page, 'cart-login').click();
  await waitForRoute(page, /^#\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/login?redirect=/cart');
  await submitLoginForm(page, username);
  await waitForRoute(page, /^#\/cart$/);
  await page.getByTestId('cart-merge-notice').waitFor(WAIT);
  await expect.poll(() => cartCount(page), WAIT).toBe('1');

  // The account's cart shows the line; change its quantity to 3.
  const line = page.getByTestId(`cart-line-${skuId}`);
  const quantity = line.locator('[data-testid^="cart-quantity-"]');
  await expect.poll(() => quantity.inputValue(), WAIT).toBe('2');
  await expect.poll(() => shownText(page.getByTestId('cart-ticked-counts')), WAIT).toContain(texts.pieces(2));
  await quantity.fill('3');
  await quantity.press('Tab');
  await expect
    .poll(() => shownText(line.getByTestId('cart-subtotal')), WAIT)
    .toContain(`¥${amountTimes(price, 3)}`);
  await expect.poll(() => shownText(page.getByTestId('cart-ticked-counts')), WAIT).toContain(texts.pieces(3));
  expect(await shownText(page.getByTestId('cart-ticked-amount'))).toBe(`¥${amountTimes(price, 3)}`);

  // The server kept it.
  await page.reload();
  await expect
    .poll(
      () => page.getByTestId(`cart-line-${skuId}`).locator('[data-testid^="cart-quantity-"]').inputValue(),
      WAIT,
    )
    .toBe('3');

  // Delete the line, confirming first: the cart is empty and so is the header count.
  await page.getByTestId(`cart-delete-${skuId}`).click();
  await seeText(page, texts.deleteConfirm);
  await visible(page, 'confirm-ok').click();
  await page.getByTestId('cart-empty').waitFor(WAIT);
  await seeText(page, texts.empty);
  expect(await page.getByTestId(`cart-line-${skuId}`).count()).toBe(0);
  await expect.poll(() => cartCount(page), WAIT).toBe('0');
}

describe.skipIf(!browserAvailable())('the buyer flow from search to cart', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: [] },
    'finds 螺丝, filters by brand, adds to the cart as a visitor, logs in (merged), changes and deletes the line',
    async (pass, test) => {
      const page = await browser.openPage(test, { viewport: pass.viewport });
      await buyerFlow(
        page,
        pass.english ? EN : ZH,
        pass.english ? 'purchaser02' : 'purchaser01',
        pass.mobile,
      );
      if (pass.mobile) await expectWithinScreenWidth(page);
    },
  );
});
