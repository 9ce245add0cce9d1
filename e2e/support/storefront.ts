import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForRoute } from './back-office';

const WAIT = { timeout: 20_000 };

/** The storefront's visible copy of a test id (the header renders some twice: desktop and drawer). */
export const visibleTestId = (page: Page, testId: string) =>
  page.getByTestId(testId).filter({ visible: true }).first();

/** Switches the storefront to a language (zh-CN is the default and needs nothing). */
export async function useStorefrontLanguage(page: Page, locale: 'zh-CN' | 'en-US'): Promise<void> {
  if (locale === 'zh-CN') return;
  await page.goto('/#/');
  await visibleTestId(page, 'lang-switch').click();
  await page.getByTestId(`lang-${locale}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(locale);
}

export interface FoundGoods {
  skuId: string;
  stockState: string;
  supplierName: string;
}

/** The goods a search for 螺丝 (screws) answers, as the list page received them. */
export async function searchScrews(page: Page): Promise<FoundGoods[]> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ucc/searchGoods'), WAIT);
  await page.goto('/#/list?keyword=%E8%9E%BA%E4%B8%9D');
  const envelope = (await (await answer).json()) as { data: { rows: FoundGoods[] } };
  return envelope.data.rows;
}

/** Opens the product from the screw search and adds one to the cart. */
export async function addOneToCart(page: Page, goods: FoundGoods): Promise<void> {
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
