import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, type DemoUsername } from './demo-accounts';
import { motionDone } from './motion';

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

/** The API calls the page sends from now on that have not been answered yet. */
function callsInFlight(page: Page): Set<unknown> {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** The user menu's log out, confirmed; returns the confirmation's text. */
export async function logout(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /确\s*定|OK/ }) });
  const item = page.getByTestId('user-menu-logout');
  if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
  await motionDone(item);
  await item.click();
  const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
  await motionDone(ok);
  const text = await shownText(dialog);
  const inFlight = callsInFlight(page);
  await ok.click();
  await waitForRoute(page, /^#\/login/);
  // A deliberate logout must not be followed by the "login expired" notice of a request sent too late: once
  // every call sent around the logout is answered, such a notice would be showing.
  await page.getByTestId('login-submit').waitFor(WAIT);
  await expect.poll(() => inFlight.size, WAIT).toBe(0);
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
  // A menu in a drawer that is still sliding in, or a group still unfolding, can lose the click (the drawer's
  // second opening in 08-mobile did, once in CI): each click waits until antd has finished moving its target.
  if (!(await item.isVisible())) {
    const title = menu.getByText(group, { exact: true });
    await motionDone(title);
    await title.click();
  }
  await motionDone(item);
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
 * appears (first off-screen): the click waits until the menu stands below the tab inside the window and has
 * finished moving in.
 */
export async function tabContextAction(page: Page, tabName: string, action: TabActionName): Promise<void> {
  const tab = page.getByTestId(`tab-${tabName}`);
  const item = page.getByTestId(`tab-action-${action}`).filter({ visible: true });
  await tab.click({ button: 'right' });
  const tabBox = await tab.boundingBox();
  const placed = async () => {
    const box = await item.boundingBox();
    return box !== null && tabBox !== null && box.y > tabBox.y && box.x >= 0;
  };
  await expect.poll(placed, WAIT).toBe(true);
  await motionDone(item);
  await item.click();
  await item.waitFor({ state: 'hidden', ...WAIT });
}

/** The text as rendered for the user (hidden parts left out), trimmed. */
export async function shownText(locator: Locator): Promise<string> {
  return (await locator.innerText()).trim();
}

/** Waits for a visible text anywhere on the page. */
export async function seeText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).filter({ visible: true }).first().waitFor(WAIT);
}
