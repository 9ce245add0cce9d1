import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, type DemoUsername } from './demo-accounts';

const WAIT = { timeout: 20_000 };

/** Waits until the address (hash route included) matches; the app uses hash routing. */
export async function waitForRoute(page: Page, route: RegExp): Promise<void> {
  await page.waitForURL((url) => route.test(url.hash), WAIT);
}

/** Accounts logged into during the running test: their theme and language are forgotten after it. */
export const loggedInAccounts = new Set<DemoUsername>();

/** Fills and submits the account form of /login or /supplierLogin (already open). */
export async function submitLoginForm(page: Page, username: DemoUsername): Promise<void> {
  loggedInAccounts.add(username);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
}

/** Logs in from the main login page and waits for "my home". */
export async function login(page: Page, username: DemoUsername): Promise<void> {
  await page.goto('/#/login');
  await submitLoginForm(page, username);
  await waitForRoute(page, /^#\/index\/memberCenter/);
  await page.getByTestId('user-menu').waitFor(WAIT);
}

/** The user menu's log out, confirmed; returns the confirmation's text. */
export async function logout(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /确\s*定|OK/ }) });
  // A click that lands while the dropdown is still animating open can miss its item: open it again and retry.
  for (let attempt = 1; ; attempt += 1) {
    const item = page.getByTestId('user-menu-logout');
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await item.click();
    try {
      await dialog.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const text = await shownText(dialog);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await waitForRoute(page, /^#\/login/);
  // A deliberate logout must not be followed by the "login expired" notice of a request sent too late.
  await page.waitForTimeout(1_000);
  const expired = page.getByText(/登录已过期|Login expired/).filter({ visible: true });
  expect(await expired.count(), 'a "login expired" dialog appeared right after logging out').toBe(0);
  return text;
}

/** The desktop side menu (an antd Menu in the layout's sider). */
export function sideMenu(page: Page): Locator {
  return page.locator('.ant-layout-sider').getByRole('menu').first();
}

/** Top-level and visible entries of a menu, as the user reads them. */
export async function menuTexts(menu: Locator): Promise<string[]> {
  const items = menu.getByRole('menuitem');
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/** Opens a page from a menu: expands its group when the entry is not showing yet, then clicks it. */
export async function openFromMenu(menu: Locator, group: string, entry: string): Promise<void> {
  // By text: the items' accessible names also carry their icons' labels.
  const item = menu.getByText(entry, { exact: true });
  if (!(await item.isVisible())) await menu.getByText(group, { exact: true }).click();
  await item.click();
}

/** The open tabs' route names, left to right (from the tab strip's data-testid hooks). */
export async function openTabNames(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('tab-bar')
    .locator('[data-testid^="tab-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.filter((id) => !/^tab-(close-|actions$|action-|bar$)/.test(id)).map((id) => id.slice(4));
}

export async function expectTabs(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => openTabNames(page), WAIT).toEqual(names);
}

type TabActionName = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** Runs one of the tab strip's close actions on the current tab. */
export async function tabAction(page: Page, action: TabActionName): Promise<void> {
  await page.getByTestId('tab-actions').click();
  const item = page.getByTestId(`tab-action-${action}`);
  await item.click();
  await item.waitFor({ state: 'hidden', ...WAIT });
}

/**
 * Runs a close action from one tab's right-click menu. antd places that menu at the pointer only after it
 * appears (first off-screen), and closes it when the page scrolls; so the click waits until the menu stands
 * below the tab inside the window, and a menu closed under a slow machine is opened again.
 */
export async function tabContextAction(page: Page, tabName: string, action: TabActionName): Promise<void> {
  const tab = page.getByTestId(`tab-${tabName}`);
  const item = page.getByTestId(`tab-action-${action}`).filter({ visible: true });
  for (let attempt = 1; ; attempt += 1) {
    await tab.click({ button: 'right' });
    try {
      const tabBox = await tab.boundingBox();
      const placed = async () => {
        const box = await item.boundingBox();
        return box !== null && tabBox !== null && box.y > tabBox.y && box.x >= 0;
      };
      await expect.poll(placed, { timeout: 5_000 }).toBe(true);
      await item.click({ timeout: 5_000 });
      await item.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The text as rendered for the user (hidden parts left out), trimmed. */
export async function shownText(locator: Locator): Promise<string> {
  return (await locator.innerText()).trim();
}

/** Waits for a visible text anywhere on the page. */
export async function seeText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).filter({ visible: true }).first().waitFor(WAIT);
}
