import { cancelOrder, queryOrderMessages, supplierConfirm } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../testing/call';
import { roleLessUser } from '../../testing/role-less-user';
import { users } from '../identity/shared-tables';
import { useSupplierApiTest } from './supplier/supplier-test-setup';

const ctx = useSupplierApiTest();
const { tokens } = ctx;

const messagesOf = (orderId: string, who: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  call(ctx.t.app, queryOrderMessages, { orderId }, { token: tokens[who], locale });
const orgUsers = async (username: string) => {
  const [user] = await ctx.t.db.select().from(users).where(eq(users.username, username));
  return (await ctx.t.db.select().from(users).where(eq(users.orgId, user!.orgId!))).filter(
    (u) => u.status === 1,
  );
};

describe("an order's messages sent", () => {
  it('lists each recipient of the order’s notices, each side seeing only its own, operators all', async () => {
    const placed = await ctx.order();
    const orderId = String(placed.orderId);
    const other = await ctx.order();
    expect(
      dataOf(await call(ctx.t.app, supplierConfirm, { orderId }, { token: tokens.supplier01 })).orderStatus,
    ).toBe('02');
    dataOf(
      await call(ctx.t.app, cancelOrder, { orderId, reason: '计划变更' }, { token: tokens.purchaser01 }),
    );
    // Another order's notices stay on that order.
    dataOf(
      await call(
        ctx.t.app,
        supplierConfirm,
        { orderId: String(other.orderId) },
        { token: tokens.supplier01 },
      ),
    );

    const buyerSide = dataOf(await messagesOf(orderId, 'purchaser01'));
    expect(buyerSide.map((m) => [m.party, m.userName, m.title])).toEqual([
      ['buyer', '张伟', `供应商已确认订单（${placed.orderNo}）`],
    ]);
    expect(buyerSide[0]?.readAt).toBeNull();

    const supplierUsers = await orgUsers('supplier01');
    const supplierSide = dataOf(await messagesOf(orderId, 'supplier01', 'en-US'));
    expect(supplierSide.map((m) => m.title)).toEqual(
      supplierUsers.map(() => `Cancellation requested (${placed.orderNo})`),
    );
    expect(supplierSide.every((m) => m.party === 'supplier')).toBe(true);
    expect(supplierSide.map((m) => m.userName).sort()).toEqual(supplierUsers.map((u) => u.userName).sort());

    const all = dataOf(await messagesOf(orderId, 'operator01', 'en-US'));
    expect(all).toHaveLength(1 + supplierUsers.length);
    // Newest first: the application came after the confirmation.
    expect(all[0]?.title).toBe(`Cancellation requested (${placed.orderNo})`);
    expect(all.at(-1)).toMatchObject({
      party: 'buyer',
      userName: '张伟',
      title: `Order confirmed by the supplier (${placed.orderNo})`,
    });
    expect(new Set(all.map((m) => m.copyId)).size).toBe(all.length);
  });

  it('answers "not found" for an order the caller may not see, E403 for a caller without an order page', async () => {
    const placed = await ctx.order();
    const orderId = String(placed.orderId);
    for (const who of ['purchaser02', 'supplier02']) {
      const refused = await messagesOf(orderId, who);
      expect([who, refused.body.code, refused.body.respDesc]).toEqual([who, 'E404', '订单不存在']);
    }
    // An operator without a role has no order page.
    const roleLess = await roleLessUser(ctx.t, 'operator', 'operator01');
    const forbidden = await call(ctx.t.app, queryOrderMessages, { orderId }, { token: roleLess });
    expect([forbidden.body.code, forbidden.body.respDesc]).toEqual(['E403', '没有该操作权限']);
    const bad = await call(ctx.t.app, queryOrderMessages, { orderId: 'x' }, { token: tokens.operator01 });
    expect(bad.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：orderId: 格式不正确',
      data: { field: 'orderId' },
    });
  });
});
