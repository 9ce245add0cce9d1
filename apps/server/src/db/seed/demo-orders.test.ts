import {
  getMyMerchantInfo,
  OrderStatus,
  queryApprovalTasks,
  queryChangeAuditList,
  queryPriceMonitor,
  SkuChangeStatus,
} from '@procuremart/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuChangeRequests, suppliers } from '../../modules/catalog/shared-tables';
import { users } from '../../modules/identity/shared-tables';
import { messageInbox, siteMessages } from '../../modules/messages/shared-tables';
import { cancelApplications, orders, shipments } from '../../modules/orders/shared-tables';
import { operationLogs, statusHistory } from '../../platform/audit/tables';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoOrders } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  await seedDemoOrders(t.db);
}, 120_000);
afterAll(() => t.close());

/** Each demo account's orders by status, as its lists would count them. */
async function statusesOf(column: 'buyer' | 'supplier', username: string): Promise<Set<string>> {
  const rows =
    column === 'buyer'
      ? await t.db
          .select({ status: orders.status })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.buyerUserId))
          .where(eq(users.username, username))
      : await t.db
          .select({ status: orders.status })
          .from(orders)
          .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
          .innerJoin(users, eq(users.orgId, suppliers.orgId))
          .where(eq(users.username, username));
  return new Set(rows.map((r) => r.status));
}

describe('demo orders', () => {
  it('moves the orders through their machines, leaving history but no operation-log rows (no one operated)', async () => {
    const history = await t.db.select().from(statusHistory).where(eq(statusHistory.machine, 'order'));
    expect(history.some((h) => h.event === 'approve')).toBe(true);
    const logged = await t.db.select().from(operationLogs).where(eq(operationLogs.targetType, 'order'));
    expect(logged).toEqual([]);
  });

  it('gives both demo buyers and both demo suppliers orders in every state', async () => {
    const every = [
      OrderStatus.awaitingApproval,
      OrderStatus.awaitingConfirmation,
      OrderStatus.awaitingDelivery,
      OrderStatus.delivered,
      OrderStatus.completed,
      OrderStatus.cancelled,
      OrderStatus.refused,
      OrderStatus.closed,
    ];
    for (const buyer of ['purchaser01', 'purchaser02'])
      expect([...(await statusesOf('buyer', buyer))].sort()).toEqual([...every].sort());
    for (const supplier of ['supplier01', 'supplier02']) {
      const seen = await statusesOf('supplier', supplier);
      for (const status of every.filter((s) => s !== OrderStatus.awaitingApproval))
        expect(seen).toContain(status);
    }
    expect((await t.db.select().from(shipments)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(cancelApplications)).length).toBe(4);
  });

  it('tells each demo supplier of the orders that reached it, as placement and approval do', async () => {
    for (const supplier of ['supplier01', 'supplier02']) {
      const told = await t.db
        .select({ link: siteMessages.link })
        .from(messageInbox)
        .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
        .innerJoin(users, eq(users.id, messageInbox.userId))
        .where(and(eq(users.username, supplier), like(siteMessages.titleEn, 'New order to confirm (%')));
      expect(told.length).toBeGreaterThan(0);
      expect(told.every((m) => m.link?.startsWith('/index/supplierOrderDetails?orderId='))).toBe(true);
    }
  });

  it('gives price monitoring two raised prices and the change audit a pending request, through the use-cases', async () => {
    expect(await t.db.select({ id: skuChangeRequests.id }).from(skuChangeRequests)).toHaveLength(3);
    const operator = await loginAs(t.app, 'operator01');
    const flagged = dataOf(
      await call(t.app, queryPriceMonitor, { pageNo: 1, pageSize: 10, rule: 'changed' }, { token: operator }),
    );
    expect(flagged.total).toBe(2);
    const pending = dataOf(
      await call(
        t.app,
        queryChangeAuditList,
        { pageNo: 1, pageSize: 10, status: SkuChangeStatus.pending },
        { token: operator },
      ),
    );
    expect(pending.total).toBe(1);
    // It waits in the operators' task lists: its audit runs on the approval engine.
    const tasks = dataOf(
      await call(
        t.app,
        queryApprovalTasks,
        { pageNo: 1, pageSize: 10, tab: 'pending', businessKind: 'priceChange' },
        { token: operator },
      ),
    );
    expect(tasks.rows.map((task) => task.subjectId)).toEqual([pending.rows[0]!.changeId]);
  });

  it('gives the demo suppliers their merchant base info on record, which they read on their page', async () => {
    const token = await loginAs(t.app, 'supplier01');
    const mine = dataOf(await call(t.app, getMyMerchantInfo, {}, { token }));
    expect(mine.current).toMatchObject({ legalPerson: '赵建国', bankName: '中国工商银行天津滨海支行' });
  });
});
