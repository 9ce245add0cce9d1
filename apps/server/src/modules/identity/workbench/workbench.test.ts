import { getWorkbench, saveCommonMenus } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedActors } from '../../../platform/actor-cache';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { menus, roleMenus, roles } from '../../access/shared-tables';
import { userPreferences } from '../tables';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['purchaser01', 'approver01', 'operator01'])
    tokens[username] = await loginAs(t.app, username);
});
afterAll(() => t.close());

const as = (username: string) => ({ token: tokens[username] });
const codes = (workbench: { commonMenus: { menuCode: string }[] }) =>
  workbench.commonMenus.map((m) => m.menuCode);

describe('the workbench and its common menus', () => {
  it('starts empty, keeps the pages a user pins in its order, named from the menus', async () => {
    expect(dataOf(await call(t.app, getWorkbench, {}, as('approver01')))).toEqual({ commonMenus: [] });
    const saved = dataOf(
      await call(
        t.app,
        saveCommonMenus,
        { menuCodes: ['agrApprovalOrder', 'accountInfo'] },
        as('approver01'),
      ),
    );
    expect(codes(saved)).toEqual(['agrApprovalOrder', 'accountInfo']);
    const read = dataOf(await call(t.app, getWorkbench, {}, as('approver01')));
    expect(read.commonMenus[1]).toMatchObject({
      menuCode: 'accountInfo',
      menuName: '账号信息',
      menuNameEn: 'Account info',
    });
    // Its own only: another user's workbench is untouched.
    expect(dataOf(await call(t.app, getWorkbench, {}, as('purchaser01')))).toEqual({ commonMenus: [] });
  });

  it('refuses a page the user is not granted, a detail page or a repeat, and keeps what it had', async () => {
    const notGranted = await call(
      t.app,
      saveCommonMenus,
      { menuCodes: ['accountInfo', 'agrApprovalOrder'] },
      as('purchaser01'),
    );
    expect(notGranted.body).toMatchObject({ code: '8888', respDesc: '只能选择您菜单中的页面' });
    const detail = await call(t.app, saveCommonMenus, { menuCodes: ['brandDetail'] }, as('operator01'));
    expect(detail.body).toMatchObject({ code: '8888', respDesc: '只能选择您菜单中的页面' });
    const twice = await call(
      t.app,
      saveCommonMenus,
      { menuCodes: ['accountInfo', 'accountInfo'] },
      as('approver01'),
    );
    expect(twice.body).toMatchObject({ code: 'E400', respDesc: expect.stringContaining('常用菜单不能重复') });
    expect(codes(dataOf(await call(t.app, getWorkbench, {}, as('approver01'))))).toEqual([
      'agrApprovalOrder',
      'accountInfo',
    ]);
    const [row] = await t.db.select().from(userPreferences);
    expect(row.commonMenus).toEqual(['agrApprovalOrder', 'accountInfo']);
  });

  it('leaves out a page no longer granted at read, and shows it again when granted back', async () => {
    const [approver] = await t.db.select().from(roles).where(eq(roles.roleCode, 'approver'));
    const [page] = await t.db.select().from(menus).where(eq(menus.menuCode, 'agrApprovalOrder'));
    const grant = and(eq(roleMenus.roleId, approver.id), eq(roleMenus.menuId, page.id));
    await t.db.delete(roleMenus).where(grant);
    forgetCachedActors();
    expect(codes(dataOf(await call(t.app, getWorkbench, {}, as('approver01'))))).toEqual(['accountInfo']);
    await t.db.insert(roleMenus).values({ roleId: approver.id, menuId: page.id });
    forgetCachedActors();
    expect(codes(dataOf(await call(t.app, getWorkbench, {}, as('approver01'))))).toEqual([
      'agrApprovalOrder',
      'accountInfo',
    ]);
  });
});
