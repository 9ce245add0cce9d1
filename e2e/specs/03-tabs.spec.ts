import { describe, expect, it } from 'vitest';
import {
  expectTabs,
  login,
  openFromMenu,
  sideMenu,
  tabAction,
  tabContextAction,
  waitForRoute,
} from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

const at = (name: string) => new RegExp(`^#/index/${name}$`);

describe.skipIf(!browserAvailable())('the tab strip', () => {
  const browser = useBrowser();

  it('opens, updates and closes tabs as SPEC §2 describes', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    const menu = sideMenu(page);
    const open = async (group: string, entry: string, name: string) => {
      await openFromMenu(menu, group, entry);
      await waitForRoute(page, at(name));
    };
    const switchTo = async (name: string) => {
      await page.getByTestId(`tab-${name}`).click();
      await waitForRoute(page, at(name));
    };

    await expectTabs(page, ['memberCenter']);
    expect(await page.getByTestId('tab-close-memberCenter').count()).toBe(0);

    await open('账户中心', '账号信息', 'accountInfo');
    await open('商品中心', '品牌管理', 'brandManage');
    await open('系统管理', '操作日志', 'opsLogQuery');
    await expectTabs(page, ['memberCenter', 'accountInfo', 'brandManage', 'opsLogQuery']);

    // Opening a route that is already open switches to its tab instead of adding another.
    await open('商品中心', '品牌管理', 'brandManage');
    await expectTabs(page, ['memberCenter', 'accountInfo', 'brandManage', 'opsLogQuery']);

    // Closing the current tab when it is the last one moves to the previous tab.
    await switchTo('opsLogQuery');
    await page.getByTestId('tab-close-opsLogQuery').click();
    await waitForRoute(page, at('brandManage'));
    await expectTabs(page, ['memberCenter', 'accountInfo', 'brandManage']);

    // Closing the current tab elsewhere moves to the next one.
    await open('系统管理', '操作日志', 'opsLogQuery');
    await switchTo('accountInfo');
    await tabAction(page, 'close');
    await waitForRoute(page, at('brandManage'));
    await expectTabs(page, ['memberCenter', 'brandManage', 'opsLogQuery']);

    // Close left keeps my home, which is never closable.
    await open('账户中心', '账号信息', 'accountInfo');
    await switchTo('opsLogQuery');
    await tabAction(page, 'closeLeft');
    await expectTabs(page, ['memberCenter', 'opsLogQuery', 'accountInfo']);
    expect(page.url()).toMatch(/#\/index\/opsLogQuery$/);

    await tabAction(page, 'closeRight');
    await expectTabs(page, ['memberCenter', 'opsLogQuery']);

    await open('商品中心', '品牌管理', 'brandManage');
    await open('账户中心', '账号信息', 'accountInfo');
    await switchTo('brandManage');
    await tabAction(page, 'closeOthers');
    await expectTabs(page, ['memberCenter', 'brandManage']);
    expect(page.url()).toMatch(/#\/index\/brandManage$/);

    await open('系统管理', '操作日志', 'opsLogQuery');
    await tabAction(page, 'closeAll');
    await waitForRoute(page, at('memberCenter'));
    await expectTabs(page, ['memberCenter']);
    expect(await page.getByTestId('tab-close-memberCenter').count()).toBe(0);
  });

  it('offers the close actions on a tab by right click too', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    const menu = sideMenu(page);
    await openFromMenu(menu, '账户中心', '账号信息');
    await openFromMenu(menu, '商品中心', '品牌管理');
    await waitForRoute(page, at('brandManage'));
    await expectTabs(page, ['memberCenter', 'accountInfo', 'brandManage']);

    // The context menu acts on the tab clicked, not on the current one.
    await tabContextAction(page, 'accountInfo', 'closeRight');
    await expectTabs(page, ['memberCenter', 'accountInfo']);
    await waitForRoute(page, at('accountInfo'));
  });
});
