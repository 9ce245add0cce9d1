import { addMember, getUserInfo } from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiLogin, signedCall } from '../support/api';
import { menuTexts, openFromMenu, seeText, sideMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { firstSignIn, INITIAL_PASSWORD } from '../support/members';
import { motionDone } from '../support/motion';
import { filterList, openMenuPage, routePane, rowOf, signIn } from '../support/orders';

interface Texts {
  group: string;
  roles: string;
  operatorKind: string;
  menusSaved: string;
  unassigned: string;
  granted: string;
  changed: string;
  goodsGroup: string;
  goodsQuery: string;
  /** Menus of operator01's other roles the new role must not bring. */
  notGranted: string[];
}
const zh: Texts = {
  group: '组织与权限',
  roles: '角色管理',
  operatorKind: '运营人员',
  menusSaved: '菜单已保存',
  unassigned: '未授权',
  granted: '已授权 1 项',
  changed: '密码已修改，您在其他设备上的登录已退出',
  goodsGroup: '商品中心',
  goodsQuery: '商品查询',
  notGranted: ['组织与权限', '系统管理', '账户中心', '订单中心'],
};
const en: Texts = {
  group: 'Organisations',
  roles: 'Roles',
  operatorKind: 'Operation staff',
  menusSaved: 'Menus saved',
  unassigned: 'Not assigned',
  granted: 'Granted to 1',
  changed: 'Password changed: your sign-ins on other devices have ended',
  goodsGroup: 'Commodities',
  goodsQuery: 'Goods query',
  notGranted: ['Organisations', 'System', 'Account', 'Orders'],
};

const WAIT = { timeout: 20_000 };

/** A new member of operator01's operating organisation, without any role yet (through the API). */
async function newOperatorMember(username: string) {
  const token = await apiLogin('operator01');
  const { orgId } = await signedCall<{ orgId: string }>(getUserInfo.path, {}, token);
  await signedCall(
    addMember.path,
    {
      username,
      password: INITIAL_PASSWORD,
      confirmPassword: INITIAL_PASSWORD,
      orgId,
      userName: 'E2E 商品专员',
      mobile: '13900009021',
    },
    token,
  );
}

/** operator01 adds the role and lands on its menu configuration, where it ticks the goods query page only. */
async function createRoleWithGoodsQuery(page: Page, t: Texts, code: string) {
  await routePane(page, 'roleList').getByTestId('role-create').click();
  const dialog = page.getByRole('dialog').filter({ visible: true });
  await dialog.locator('#roleCode').fill(code);
  await dialog.locator('#roleName').fill('商品查询专员');
  await dialog.locator('#roleNameEn').fill('Goods query clerk');
  await dialog.locator('#kind').click();
  const kind = page.locator('.ant-select-item-option').filter({ hasText: t.operatorKind }).first();
  await motionDone(kind);
  await kind.click();
  const chosen = dialog.locator('.ant-select').filter({ has: page.locator('#kind') });
  await expect.poll(async () => chosen.innerText(), WAIT).toContain(t.operatorKind);
  await dialog.getByRole('button', { name: /确\s*定|保\s*存|OK|Save/ }).click();
  await waitForRoute(page, /^#\/index\/roleConfig\?roleId=\d+/);
  const pane = routePane(page, 'roleConfig');
  const goodsQuery = pane
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTestId('role-menu-commodityQryList') });
  await goodsQuery.locator('.ant-tree-checkbox').click();
  await expect.poll(async () => goodsQuery.locator('.ant-tree-checkbox-checked').count(), WAIT).toBe(1);
  await pane.getByTestId('role-menus-save').click();
  await seeText(page, t.menusSaved);
}

/** From the role list, the role's authorisation: the member among those not yet granted, granted. */
async function grantTo(page: Page, mobile: boolean, t: Texts, code: string, username: string) {
  await openMenuPage(page, mobile, t.group, t.roles);
  await filterList(page, 'roleList', 'roleCode', code);
  const row = rowOf(page, 'roleList', code);
  await row.waitFor(WAIT);
  await row.getByTestId('action-authority').click();
  await waitForRoute(page, /^#\/index\/roleAuthority\?roleId=\d+/);
  const pane = routePane(page, 'roleAuthority');
  await pane.getByTestId('role-users-side').getByText(t.unassigned).click();
  const search = pane.getByTestId('role-users-search').locator('input');
  await search.fill(username);
  await search.press('Enter');
  const member = pane.locator('.ant-table-tbody tr').filter({ hasText: username });
  await member.waitFor(WAIT);
  await member.locator('.ant-checkbox-input').check();
  await pane.getByTestId('role-users-commit').click();
  await seeText(page, t.granted);
}

describe.skipIf(!browserAvailable())('an operator’s new role', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: ['roleList', 'roleConfig', 'roleAuthority'] },
    'operator01 creates a role with the goods query page only and grants it to a member, who sees just that menu',
    async (pass, test) => {
      const t = pass.english ? en : zh;
      const stamp = String(Date.now()).slice(-9);
      const username = `e2e_r${stamp}`;
      const code = `e2e:goods:${stamp}`;
      await newOperatorMember(username);
      const open = () => browser.openPage(test, { viewport: pass.viewport });
      const operator = await signIn(open, 'operator01', pass.english);
      await openMenuPage(operator, pass.mobile, t.group, t.roles);
      await waitForRoute(operator, /^#\/index\/roleList$/);
      if (pass.mobile) await expectWithinScreenWidth(operator);
      await createRoleWithGoodsQuery(operator, t, code);
      await grantTo(operator, pass.mobile, t, code, username);

      const member = await open();
      await firstSignIn(member, pass.english, t.changed, username);
      const menu = sideMenu(member);
      await openFromMenu(menu, t.goodsGroup, t.goodsQuery);
      await waitForRoute(member, /^#\/index\/commodityQryList$/);
      const shown = await menuTexts(menu);
      expect(shown).toEqual(expect.arrayContaining([t.goodsGroup, t.goodsQuery]));
      for (const other of t.notGranted) expect(shown).not.toContain(other);
    },
  );
});
