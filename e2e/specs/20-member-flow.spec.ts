import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seeText, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { firstSignIn, INITIAL_PASSWORD } from '../support/members';
import { filterList, openMenuPage, routePane, rowOf, signIn } from '../support/orders';
import { addOneToCart, searchScrews, useStorefrontLanguage, visibleTestId } from '../support/storefront';

interface Texts {
  locale: 'zh-CN' | 'en-US';
  group: string;
  members: string;
  added: string;
  buyerRole: string;
  saveRoles: string;
  rolesSaved: string;
  changed: string;
  offline: string;
  placed: string;
  /** The department 工程部 as the department picker names it. */
  department: string;
}
const zh: Texts = {
  locale: 'zh-CN',
  group: '组织与权限',
  members: '成员管理',
  added: '成员已新增，首次登录须修改初始密码',
  buyerRole: '采购员',
  saveRoles: '确定授权',
  rolesSaved: '授权已保存',
  changed: '密码已修改，您在其他设备上的登录已退出',
  offline: '线下转账',
  placed: '订单提交成功',
  department: '工程部',
};
const en: Texts = {
  locale: 'en-US',
  group: 'Organisations',
  members: 'Members',
  added: 'Member added: the initial password must be changed at the first sign-in',
  buyerRole: 'Purchaser',
  saveRoles: 'Save roles',
  rolesSaved: 'Roles saved',
  changed: 'Password changed: your sign-ins on other devices have ended',
  offline: 'Offline bank transfer',
  placed: 'Your order was placed',
  department: 'Engineering',
};

const WAIT = { timeout: 20_000 };

/** orgadmin01 adds the member in 工程部 with its initial password, then grants it the buyer role. */
async function addAndAuthorise(admin: Page, t: Texts, username: string) {
  await routePane(admin, 'innerEnterPriseList').getByTestId('member-create').click();
  const dialog = admin.getByRole('dialog').filter({ visible: true });
  await dialog.locator('#username').fill(username);
  await dialog.locator('#password').fill(INITIAL_PASSWORD);
  await dialog.locator('#confirmPassword').fill(INITIAL_PASSWORD);
  await dialog.locator('#orgId').click();
  await admin.locator('.ant-select-item-option').filter({ hasText: t.department }).first().click();
  await dialog.locator('#userName').fill('E2E 新成员');
  await dialog.locator('#employeeNo').fill('9001');
  await dialog.locator('#mobile').fill('13900009001');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存|OK|Save/ }).click();
  await seeText(admin, t.added);

  await filterList(admin, 'innerEnterPriseList', 'username', username);
  const row = rowOf(admin, 'innerEnterPriseList', username);
  await row.waitFor(WAIT);
  await row.getByTestId('action-authorise').click();
  const roles = admin.getByTestId('member-roles').filter({ visible: true });
  await roles.getByLabel(t.buyerRole).check();
  await admin.getByRole('button', { name: t.saveRoles }).click();
  await seeText(admin, t.rolesSaved);
  await expect.poll(async () => shownText(row), WAIT).toContain(t.buyerRole);
}

/** One screw into the cart, checked out with the organisation's shared address and offline payment. */
async function placeAnOrder(page: Page, t: Texts) {
  await useStorefrontLanguage(page, t.locale);
  const [goods] = (await searchScrews(page)).filter((row) => row.stockState === 'inStock');
  expect(goods, 'an in-stock screw').toBeDefined();
  if (!goods) return;
  await addOneToCart(page, goods);
  await page.goto('/#/cart');
  await visibleTestId(page, 'cart-checkout').click();
  await waitForRoute(page, /^#\/placeAnOrder\?source=cart$/);
  await page.getByTestId('address-picker').locator('input[type="radio"]').first().check();
  await page.getByTestId('invoice-title-picker').locator('input[type="radio"]').first().check();
  await page.getByTestId('checkout-pay-method').getByText(t.offline).click();
  await page.getByTestId('checkout-submit').click();
  await waitForRoute(page, /^#\/placeAnOrderResults\?parentOrderId=\d+$/);
  await page.getByText(t.placed).waitFor(WAIT);
}

describe.skipIf(!browserAvailable())('an enterprise administrator’s new member', () => {
  const browser = useBrowser();

  flow(
    { pass: 'en-phone', pages: ['innerEnterPriseList'] },
    'orgadmin01 adds a member and grants the buyer role; the member changes the forced password and places an order',
    async (pass, test) => {
      const t = pass.english ? en : zh;
      const username = `e2e_m${String(Date.now()).slice(-10)}`;
      const open = () => browser.openPage(test, { viewport: pass.viewport });
      const admin = await signIn(open, 'orgadmin01', pass.english);
      await openMenuPage(admin, pass.mobile, t.group, t.members);
      await waitForRoute(admin, /^#\/index\/innerEnterPriseList$/);
      if (pass.mobile) await expectWithinScreenWidth(admin);
      await addAndAuthorise(admin, t, username);

      const member = await open();
      await firstSignIn(member, t.locale === 'en-US', t.changed, username);
      await placeAnOrder(member, t);
    },
  );
});
