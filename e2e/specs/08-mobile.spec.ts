import { commitDownloadTask } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { apiLogin, signedCall } from '../support/api';
import { login, openFromMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, MOBILE, useBrowser } from '../support/browser';
import { expectWithinScreenWidth } from '../support/layout';

const WAIT = { timeout: 20_000 };

describe.skipIf(!browserAvailable())('the mobile layout at 375 px', () => {
  const browser = useBrowser();

  it('puts the menu in a drawer opened from the header, and pages fit the width', async (test) => {
    const page = await browser.openPage(test, { viewport: MOBILE });
    await page.goto('/#/login');
    await page.getByTestId('login-submit').waitFor();
    await expectWithinScreenWidth(page);

    await login(page, 'operator01');
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    await expectWithinScreenWidth(page);

    const drawerButton = page.getByTestId('menu-drawer-button');
    await drawerButton.click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.waitFor();
    await openFromMenu(drawer.getByRole('menu'), '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('brand-create').waitFor();
    await expectWithinScreenWidth(page);

    await drawerButton.click();
    await openFromMenu(drawer.getByRole('menu'), '系统管理', '操作日志');
    await waitForRoute(page, /^#\/index\/opsLogQuery$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('filter-search').filter({ visible: true }).waitFor();
    await expectWithinScreenWidth(page);
  });

  it('opens a link inside a list card: the file name in My downloads downloads the file', async (test) => {
    const token = await apiLogin('operator01');
    const { taskId } = await signedCall<{ taskId: string }>(
      commitDownloadTask.path,
      { kind: 'brand' },
      token,
    );
    const page = await browser.openPage(test, { viewport: MOBILE });
    await login(page, 'operator01');
    await page.goto('/#/index/myDownloads');
    // The list refreshes itself while the export runs; the file name is a plain link in the task's card, under
    // the wrapping header of sortable titles.
    const link = page.getByTestId(`download-${taskId}`).filter({ visible: true });
    await link.waitFor({ timeout: 60_000 });
    await expectWithinScreenWidth(page);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), link.click(WAIT)]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
