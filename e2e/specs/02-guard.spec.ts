import { describe, expect, it } from 'vitest';
import { login, seeText, shownText, submitLoginForm, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

describe.skipIf(!browserAvailable())('the navigation guard', () => {
  const browser = useBrowser();

  it('sends a visitor without a session to login and back to the page afterwards', async (test) => {
    const page = await browser.openPage(test);
    await page.goto('/#/index/brandManage');
    await waitForRoute(page, /^#\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/login?redirect=/index/brandManage');

    await submitLoginForm(page, 'operator01');
    await waitForRoute(page, /^#\/index\/brandManage$/);
    await page.getByTestId('brand-create').waitFor();
    expect(await shownText(page.getByTestId('tab-brandManage'))).toBe('品牌管理');
  });

  it('shows the 404 page to a purchaser opening brand management', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'purchaser01');
    await page.goto('/#/index/brandManage');
    await seeText(page, '抱歉，你访问的页面不存在。');
    expect(await page.getByTestId('brand-create').count()).toBe(0);
    expect(await page.getByTestId('tab-brandManage').count()).toBe(0);

    await page.getByRole('button', { name: '返回首页' }).filter({ visible: true }).click();
    await waitForRoute(page, /^#\/index\/memberCenter$/);
  });

  it('refuses brand management to operations staff without it: no menu entry, the 404 page, no breadcrumb to it', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator02');
    await seeText(page, '系统管理');
    expect(await page.getByText('商品中心').count()).toBe(0);
    await page.goto('/#/index/brandManage');
    await seeText(page, '抱歉，你访问的页面不存在。');
    expect(await page.getByTestId('brand-create').count()).toBe(0);
    expect(await page.locator('.pm-breadcrumb').getByText('品牌管理').count()).toBe(0);
  });

  it('shows the 404 page for an address that does not exist', async (test) => {
    const page = await browser.openPage(test);
    await page.goto('/#/no/such/page');
    await seeText(page, '抱歉，你访问的页面不存在。');
  });
});
