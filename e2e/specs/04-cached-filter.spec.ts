import { describe, expect, it } from 'vitest';
import { login, openFromMenu, sideMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

describe.skipIf(!browserAvailable())('a cached page', () => {
  const browser = useBrowser();

  it('keeps its typed filter and its filtered rows while another tab is open', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    const menu = sideMenu(page);
    await openFromMenu(menu, '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage$/);

    const filter = page.getByTestId('filter-brandName');
    await filter.fill('得力');
    await page.getByTestId('filter-search').click();
    const rows = page.locator('.ant-table-tbody').getByRole('row').filter({ visible: true });
    await expect
      .poll(() => rows.allInnerTexts(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('得力')]);

    await openFromMenu(menu, '账户中心', '账号信息');
    await waitForRoute(page, /^#\/index\/accountInfo$/);
    await page.getByText('operator01', { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await filter.isVisible()).toBe(false);

    await page.getByTestId('tab-brandManage').click();
    await waitForRoute(page, /^#\/index\/brandManage$/);
    expect(await filter.inputValue()).toBe('得力');
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('得力')]);
  });
});
