import {
  getUnreadMessageCount,
  getWorkbench,
  queryApprovalTasks,
  queryMessageList,
  queryMyOrderList,
  queryOrgAuditList,
  queryPublicArticles,
  querySaleOrderList,
  saveCommonMenus,
  type Workbench,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedActors } from '../../../platform/actor-cache';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { menus, roleMenus, roles } from '../../access/shared-tables';
import { insertCartFixtures } from '../../cart/test-support';
import { suppliers } from '../../catalog/shared-tables';
import { orders } from '../../orders/shared-tables';
import { insertFixtureOrder } from '../../orders/test-support';
import { userPreferences, users } from '../tables';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['purchaser01', 'approver01', 'operator01', 'supplier01'])
    tokens[username] = await loginAs(t.app, username);
});
afterAll(() => t.close());

const as = (username: string) => ({ token: tokens[username] });
const codes = (workbench: { commonMenus: { menuCode: string }[] }) =>
  workbench.commonMenus.map((m) => m.menuCode);

describe('the workbench and its common menus', () => {
  it('starts empty, keeps the pages a user pins in its order, named from the menus', async () => {
    expect(dataOf(await call(t.app, getWorkbench, {}, as('approver01'))).commonMenus).toEqual([]);
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
    expect(dataOf(await call(t.app, getWorkbench, {}, as('purchaser01'))).commonMenus).toEqual([]);
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

const todo = (workbench: Workbench, kind: string) => workbench.todos.find((item) => item.kind === kind);

/**
 * purchaser01's orders, one awaiting approval, one awaiting confirmation, one delivered, of a supplier record
 * made supplier01's (its organisation's).
 */
async function placeOrders() {
  const fixtures = await insertCartFixtures(t.db);
  const [supplierUser] = await t.db.select().from(users).where(eq(users.username, 'supplier01'));
  for (const status of ['00', '01', '03'] as const) {
    const line = { skuId: fixtures.pen.skuId, num: 1 };
    const order = await insertFixtureOrder(t.db, { buyer: 'purchaser01', lines: [line], status });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    await t.db.update(suppliers).set({ orgId: supplierUser.orgId }).where(eq(suppliers.id, row.supplierId));
  }
  forgetCachedActors();
}

describe('what waits on the workbench', () => {
  beforeAll(placeOrders);

  it('counts a buyer’s orders as its order list does, and shows its last orders', async () => {
    const workbench = dataOf(await call(t.app, getWorkbench, {}, as('purchaser01')));
    const list = dataOf(await call(t.app, queryMyOrderList, { pageSize: 5 }, as('purchaser01')));
    expect(list.tabCounts.awaitingApproval).toBe(1);
    expect(list.tabCounts.delivered).toBe(1);
    expect(todo(workbench, 'myOrdersAwaitingApproval')).toEqual({
      kind: 'myOrdersAwaitingApproval',
      count: list.tabCounts.awaitingApproval,
      menuCode: 'agrMyOrder',
      tab: 'awaitingApproval',
    });
    expect(todo(workbench, 'ordersToAccept')?.count).toBe(list.tabCounts.delivered);
    expect(workbench.recentOrders?.rows.map((row) => row.orderNo)).toEqual(
      list.rows.map((row) => row.orderNo),
    );
    expect(workbench.recentOrders?.rows).toHaveLength(3);
    // A buyer has no supplier's or operator's to-dos.
    expect(workbench.todos.map((item) => item.kind)).not.toContain('ordersToConfirm');
    expect(workbench.todos.map((item) => item.kind)).not.toContain('registrationsToAudit');
  });

  it('counts an approver’s open tasks and a supplier’s queue as their lists do', async () => {
    const approver = dataOf(await call(t.app, getWorkbench, {}, as('approver01')));
    const tasks = dataOf(await call(t.app, queryApprovalTasks, { tab: 'pending' }, as('approver01')));
    expect(tasks.total).toBe(1);
    expect(todo(approver, 'approvalTasks')?.count).toBe(tasks.total);

    const supplier = dataOf(await call(t.app, getWorkbench, {}, as('supplier01')));
    const queue = dataOf(await call(t.app, querySaleOrderList, {}, as('supplier01')));
    expect(queue.tabCounts.awaitingConfirmation).toBeGreaterThan(0);
    expect(todo(supplier, 'ordersToConfirm')).toMatchObject({
      count: queue.tabCounts.awaitingConfirmation,
      menuCode: 'shopPendingOrder',
    });
    expect(todo(supplier, 'ordersToDeliver')?.count).toBe(queue.tabCounts.awaitingDelivery);
    expect(supplier.recentOrders?.detailPage).toBe('supplierOrderDetails');
  });

  it('counts an operator’s audits of the pages it holds; messages and notices as their lists have them', async () => {
    const workbench = dataOf(await call(t.app, getWorkbench, {}, as('operator01')));
    const audits = dataOf(await call(t.app, queryOrgAuditList, { tab: 'pending' }, as('operator01')));
    expect(workbench.todos.map((item) => item.kind)).toEqual([
      'approvalTasks',
      'registrationsToAudit',
      'goodsToAudit',
      'goodsToReaudit',
      'priceChangesToAudit',
      'brandAuthsToAudit',
      'articlesToAudit',
    ]);
    expect(todo(workbench, 'registrationsToAudit')?.count).toBe(audits.total);
    expect(workbench.recentOrders).toBeNull();

    const unread = dataOf(await call(t.app, getUnreadMessageCount, {}, as('operator01')));
    expect(workbench.messages.unread).toBe(unread.count);
    const inbox = dataOf(await call(t.app, queryMessageList, { readFlag: 0, pageSize: 3 }, as('operator01')));
    expect(workbench.messages.latest.map((m) => m.messageId)).toEqual(inbox.rows.map((m) => m.messageId));
    const notices = dataOf(await call(t.app, queryPublicArticles, { columnCode: 'notice', pageSize: 5 }));
    expect(notices.total).toBeGreaterThan(0);
    expect(workbench.notices.map((n) => n.articleId)).toEqual(notices.rows.map((n) => n.articleId));
  });
});
