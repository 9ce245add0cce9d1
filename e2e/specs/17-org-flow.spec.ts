import { registerEnterprise } from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedCall } from '../support/api';
import { seeText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { filterList, openMenuPage, routePane, rowOf, runRowAction, signIn } from '../support/orders';

interface Texts {
  group: string;
  enterprises: string;
  trees: string;
  added: string;
  search: string;
  stopped: string;
  started: string;
  closed: string;
}
const zh: Texts = {
  group: '组织与权限',
  enterprises: '外部单位管理',
  trees: '组织机构树',
  added: '组织已新增',
  search: '输入组织名称或编码筛选',
  stopped: '已停用',
  started: '已启用',
  closed: '所在单位已停用或不在存续状态，不能登录，请联系平台运营人员',
};
const en: Texts = {
  group: 'Organisations',
  enterprises: 'Enterprises',
  trees: 'Organisation trees',
  added: 'Organisation added',
  search: 'Filter by organisation name or code',
  stopped: 'Stopped',
  started: 'Started',
  closed:
    'Your organisation is stopped or no longer in operation: you cannot sign in. Contact the platform operators',
};

const WAIT = { timeout: 20_000 };

/** Fills the open organisation form's name (and credit code) and saves it. */
async function saveOrgForm(page: Page, t: Texts, name: string, creditCode?: string) {
  // By id inside the open dialog: every organisation form of the open tabs is in the page, ids alike.
  const dialog = page.getByRole('dialog').filter({ visible: true });
  await dialog.locator('#name').fill(name);
  if (creditCode) await dialog.locator('#creditCode').fill(creditCode);
  await dialog.getByRole('button', { name: /确\s*定|保\s*存|OK|Save/ }).click();
  await seeText(page, t.added);
}

/** The enterprise's own administrator signs in on /login: refused with the message, or let in. */
async function signInAs(page: Page, username: string, password: string, english: boolean) {
  await page.goto('/#/login');
  if (english && (await page.evaluate(() => document.documentElement.lang)) !== 'en-US') {
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('en-US');
  }
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe.skipIf(!browserAvailable())('enterprises added, stopped and started again', () => {
  const browser = useBrowser();

  flow(
    { pass: 'en-phone', pages: ['outerEnterpriseList', 'orgTreeManage'] },
    'operator01 adds an enterprise with a department; stops a registered enterprise: its user cannot sign in; started, the user can',
    async (pass, test) => {
      const t = pass.english ? en : zh;
      const stamp = String(Date.now());
      const name = `E2E Trading ${stamp}`;
      // The enterprise's user: its administrator, registered (the members slice will let operators add one).
      const username = `e2e${stamp.slice(-10)}`;
      const registered = `E2E 注册企业 ${stamp}`;
      await signedCall(registerEnterprise.path, {
        username,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        orgName: registered,
        creditCode: `91${stamp.padStart(16, '0')}`,
        userName: 'E2E',
        mobile: '13900000000',
      });

      const open = () => browser.openPage(test, { viewport: pass.viewport });
      const operator = await signIn(open, 'operator01', pass.english);
      await openMenuPage(operator, pass.mobile, t.group, t.enterprises);
      await waitForRoute(operator, /^#\/index\/outerEnterpriseList$/);
      if (pass.mobile) await expectWithinScreenWidth(operator);
      await routePane(operator, 'outerEnterpriseList').getByTestId('org-create-01').click();
      await saveOrgForm(operator, t, name, `92${stamp.padStart(16, '0')}`);

      await openMenuPage(operator, pass.mobile, t.group, t.trees);
      await waitForRoute(operator, /^#\/index\/orgTreeManage$/);
      const created = rowOf(operator, 'orgTreeManage', name);
      await created.waitFor(WAIT);
      await created.getByTestId('action-addChild').click();
      const department = `Purchasing ${stamp}`;
      await saveOrgForm(operator, t, department);
      // The tree's search opens the branch that holds the new department.
      await routePane(operator, 'orgTreeManage').getByPlaceholder(t.search).fill(department);
      await rowOf(operator, 'orgTreeManage', department).waitFor(WAIT);
      if (pass.mobile) await expectWithinScreenWidth(operator);

      await openMenuPage(operator, pass.mobile, t.group, t.enterprises);
      await filterList(operator, 'outerEnterpriseList', 'name', registered);
      const row = rowOf(operator, 'outerEnterpriseList', registered);
      await row.waitFor(WAIT);
      await runRowAction(operator, row, 'stop', 'e2e: licence check');
      await seeText(operator, t.stopped);

      const user = await open();
      await signInAs(user, username, DEMO_PASSWORD, pass.english);
      await seeText(user, t.closed);
      expect(user.url()).toMatch(/#\/login/);

      await runRowAction(operator, row, 'start');
      await seeText(operator, t.started);
      await signInAs(user, username, DEMO_PASSWORD, pass.english);
      // Signed in again; its registration still waits for the audit, so it lands on its application.
      await waitForRoute(user, /^#\/authentication/);
    },
    180_000,
  );
});
