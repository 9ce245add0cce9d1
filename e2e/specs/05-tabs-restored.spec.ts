import { describe, expect, it } from 'vitest';
import { expectTabs, login, logout, openFromMenu, sideMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

describe.skipIf(!browserAvailable())('open tabs are remembered per user', () => {
  const browser = useBrowser();

  it('restores them after logout and login of the same user, not for another user', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    const menu = sideMenu(page);
    await openFromMenu(menu, '商品中心', '品牌管理');
    await openFromMenu(menu, '系统管理', '操作日志');
    await waitForRoute(page, /^#\/index\/opsLogQuery$/);
    await expectTabs(page, ['memberCenter', 'brandManage', 'opsLogQuery']);

    const confirmation = await logout(page);
    expect(confirmation).toContain('您确定要退出当前账号吗？打开的标签页和个人设置将会保存。');
    // Logged out: the back office asks for a login again.
    await page.goto('/#/index/brandManage');
    await waitForRoute(page, /^#\/login\?redirect=/);

    await login(page, 'purchaser01');
    await expectTabs(page, ['memberCenter']);
    await logout(page);

    await login(page, 'operator01');
    await expectTabs(page, ['memberCenter', 'brandManage', 'opsLogQuery']);
    await page.getByTestId('tab-opsLogQuery').click();
    await waitForRoute(page, /^#\/index\/opsLogQuery$/);
  });
});
