import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, openFromMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, MOBILE, useBrowser } from '../support/browser';

/** How far the page can be scrolled sideways: 0 when everything fits the screen width. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!browserAvailable())('the mobile layout at 375 px', () => {
  const browser = useBrowser();

  it('puts the menu in a drawer opened from the header, and pages fit the width', async (test) => {
    const page = await browser.openPage(test, { viewport: MOBILE });
    await page.goto('/#/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    await login(page, 'operator01');
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);

    const drawerButton = page.getByTestId('menu-drawer-button');
    await drawerButton.click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.waitFor();
    await openFromMenu(drawer.getByRole('menu'), '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('brand-create').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    await drawerButton.click();
    await openFromMenu(drawer.getByRole('menu'), '系统管理', '操作日志');
    await waitForRoute(page, /^#\/index\/opsLogQuery$/);
    await page.getByTestId('filter-search').filter({ visible: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
