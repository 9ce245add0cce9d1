import { describe, expect, it } from 'vitest';
import {
  login,
  menuTexts,
  openFromMenu,
  seeText,
  shownText,
  sideMenu,
  submitLoginForm,
  waitForRoute,
} from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

describe.skipIf(!browserAvailable())('login lands on my home with the menu of the account kind', () => {
  const browser = useBrowser();

  it('operator01 sees brand management and the operation log', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    await page.getByTestId('home-greeting').waitFor();
    expect(await shownText(page.getByTestId('home-kind'))).toBe('运营人员');
    const menu = sideMenu(page);
    expect(await menuTexts(menu)).toEqual(
      expect.arrayContaining(['我的首页', '账户中心', '商品中心', '系统管理']),
    );

    await openFromMenu(menu, '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage/);
    await openFromMenu(menu, '系统管理', '操作日志');
    await waitForRoute(page, /^#\/index\/opsLogQuery/);
    // SPEC §1: the unread count, if any, leads the title.
    expect(await page.title()).toMatch(/^(\(\d+条消息\) )?操作日志 - ProcureMart$/);
  });

  it('purchaser01 sees only its account pages', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'purchaser01');
    expect(await shownText(page.getByTestId('home-kind'))).toBe('采购商');
    expect(await shownText(page.getByTestId('home-org'))).not.toBe('');
    const menu = sideMenu(page);
    await openFromMenu(menu, '账户中心', '账号信息');
    await waitForRoute(page, /^#\/index\/accountInfo/);
    await seeText(page, 'purchaser01');
    const entries = await menuTexts(menu);
    expect(entries).toEqual(expect.arrayContaining(['我的首页', '账户中心', '账号信息']));
    expect(entries).not.toContain('商品中心');
    expect(entries).not.toContain('品牌管理');
    expect(entries).not.toContain('系统管理');
    expect(entries).not.toContain('操作日志');
    await page.getByTestId('tab-memberCenter').click();
    await page.getByTestId('home-card-accountInfo').waitFor();
    expect(await page.getByTestId('home-card-brandManage').count()).toBe(0);
    expect(await page.getByTestId('home-card-opsLogQuery').count()).toBe(0);
  });

  it('supplier01 sees only its account pages', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'supplier01');
    expect(await shownText(page.getByTestId('home-kind'))).toBe('供应商');
    const entries = await menuTexts(sideMenu(page));
    expect(entries).toEqual(expect.arrayContaining(['我的首页', '账户中心']));
    expect(entries).not.toContain('品牌管理');
    expect(entries).not.toContain('操作日志');
    expect(await page.getByTestId('home-card-brandManage').count()).toBe(0);
    expect(await page.getByTestId('home-card-accountInfo').count()).toBe(1);
  });

  it('the supplier login refuses a purchaser and points to the main login', async (test) => {
    const page = await browser.openPage(test);
    await page.goto('/#/supplierLogin');
    await submitLoginForm(page, 'purchaser01');
    const refusal = page.getByTestId('login-error');
    await refusal.waitFor();
    expect(await shownText(refusal)).toContain('该账号不是供应商账号，请使用会员登录入口登录。');
    expect(page.url()).toMatch(/#\/supplierLogin/);

    await refusal.getByRole('link', { name: '前往会员登录' }).click();
    await waitForRoute(page, /^#\/login/);
    // The refused account was logged straight out again: the back office asks for a login.
    await page.goto('/#/index/memberCenter');
    await waitForRoute(page, /^#\/login\?redirect=/);
  });

  it('the supplier login lets a supplier in', async (test) => {
    const page = await browser.openPage(test);
    await page.goto('/#/supplierLogin');
    await submitLoginForm(page, 'supplier01');
    await waitForRoute(page, /^#\/index\/memberCenter/);
    expect(await shownText(page.getByTestId('home-kind'))).toBe('供应商');
  });
});
