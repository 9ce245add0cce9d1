import {
  getSettlement,
  InvoiceType,
  type OrderResult,
  PayType,
  type Settlement,
  searchGoods,
  submitOrder,
} from '@procuremart/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiLogin, signedCall } from './api';
import { login, openFromMenu, sideMenu } from './back-office';
import type { DemoUsername } from './demo-accounts';
import { motionDone } from './motion';

const WAIT = { timeout: 20_000 };

interface SearchAnswer {
  rows: { skuId: string; supplierShopId: string; stockState: string }[];
  facets: { suppliers: { id: string; name: string }[] };
}

/**
 * Places one order per quantity through the API with the buyer's own session (buy now, offline payment,
 * the default address and invoice title): each of the supplier's first in-stock goods under 500.00, so the
 * orders stay below the approval threshold and go straight to the supplier. Returns the order numbers.
 */
export async function placeOrdersThroughApi(
  buyer: DemoUsername,
  supplierName: string,
  quantities: number[],
): Promise<string[]> {
  const token = await apiLogin(buyer);
  const all = await signedCall<SearchAnswer>(searchGoods.path, { pageSize: 1 }, token);
  const supplier = all.facets.suppliers.find((facet) => facet.name.includes(supplierName));
  expect(supplier, `the supplier ${supplierName} in the search facets`).toBeDefined();
  const found = await signedCall<SearchAnswer>(
    searchGoods.path,
    { supplierIds: [supplier?.id], priceMax: '500', pageSize: 20 },
    token,
  );
  const goods = found.rows.filter((row) => row.stockState === 'inStock');
  expect(goods.length, `in-stock goods of ${supplierName}`).toBeGreaterThanOrEqual(quantities.length);
  const orderNos: string[] = [];
  for (const [index, num] of quantities.entries()) {
    const { skuId, supplierShopId } = goods[index] as SearchAnswer['rows'][number];
    const source = { source: 'buyNow', items: [{ skuId, supplierShopId, num }] };
    const settlement = await signedCall<Settlement>(getSettlement.path, source, token);
    const address = settlement.addresses.find((a) => a.isDefault);
    const result = await signedCall<OrderResult>(
      submitOrder.path,
      {
        ...source,
        requestId: `e2e-${Date.now()}-${index}`,
        lines: settlement.groups.flatMap((g) =>
          g.lines.map((l) => ({ skuId: l.skuId, expectedPrice: l.price })),
        ),
        addressId: (address ?? settlement.addresses[0])?.addressId,
        invoiceType: InvoiceType.ordinary,
        invoiceTitleId: settlement.invoiceTitles[0]?.invoiceTitleId,
        payMethod: PayType.offline,
      },
      token,
    );
    expect(result.orders.map((order) => order.orderStatus)).toEqual(['01']);
    orderNos.push(result.orders[0]?.orderNo as string);
  }
  return orderNos;
}

/** Logs in, in a browser context of its own, and switches the back office to English when asked. */
export async function signIn(open: () => Promise<Page>, username: DemoUsername, english: boolean) {
  const page = await open();
  await login(page, username);
  if (english) {
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('en-US');
  }
  return page;
}

/** The login page, switched to English first in the English pass (a fresh browser starts in Chinese). */
export async function openLoginInEnglish(page: Page, english: boolean) {
  await page.goto('/#/login');
  if (english && (await page.evaluate(() => document.documentElement.lang)) !== 'en-US') {
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('en-US');
  }
}

/** Opens a back-office page from the side menu, or at a phone's width from the menu drawer. */
export async function openMenuPage(page: Page, mobile: boolean, group: string, entry: string) {
  if (!mobile) return openFromMenu(sideMenu(page), group, entry);
  await page.getByTestId('menu-drawer-button').click();
  const drawer = page.getByTestId('menu-drawer');
  await openFromMenu(drawer.getByRole('menu'), group, entry);
  await drawer.waitFor({ state: 'hidden' });
}

/** The list page of a route (its tab's content). */
export const routePane = (page: Page, route: string): Locator => page.locator(`[data-route="${route}"]`);

/** The visible table rows of a route's list that show a text (an order number). */
export const rowOf = (page: Page, route: string, text: string): Locator =>
  routePane(page, route).locator('.ant-table-tbody tr').filter({ hasText: text }).filter({ visible: true });

/** Clicks a status tab of a route's list by its label (the count after it is ignored). */
export async function chooseListTab(page: Page, route: string, label: RegExp) {
  await routePane(page, route).getByRole('tab', { name: label }).click();
}

/** Types a value into a list's text filter and searches. */
export async function filterList(page: Page, route: string, filter: string, value: string) {
  const pane = routePane(page, route);
  const toggle = pane.getByTestId('filter-toggle');
  const input = pane.getByTestId(`filter-${filter}`);
  if (!(await input.isVisible()) && (await toggle.isVisible())) await toggle.click();
  await input.fill(value);
  await pane.getByTestId('filter-search').click();
}

/**
 * Clicks a row's action and confirms it, with a remark when one is given; returns once the confirmation
 * has closed (the step is done), so the next action never meets the previous dialog still fading out.
 */
export async function runRowAction(page: Page, row: Locator, action: string, remark?: string) {
  const ok = page.getByTestId('confirm-ok').filter({ visible: true });
  await expect.poll(() => ok.count(), WAIT).toBe(0);
  await row.getByTestId(`action-${action}`).click();
  await expect.poll(() => ok.count(), WAIT).toBe(1);
  if (remark !== undefined) await page.getByTestId('action-remark').filter({ visible: true }).fill(remark);
  // A click that lands while the dialog is still zooming open can miss its button: wait until it stands.
  await motionDone(ok);
  await ok.click();
  await expect.poll(() => ok.count(), WAIT).toBe(0);
}
