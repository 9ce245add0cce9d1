import {
  approveOrder,
  getApprovalOrderDetail,
  getProcess,
  OrderStatus,
  queryApproveOrderList,
  queryMessageList,
  queryOperationLogs,
  queryProcessList,
  RoleCode,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { roles, userRoles } from '../../access/shared-tables';
import { users } from '../../identity/shared-tables';
import { useOrderApiTest } from '../buyer/order-api-test-setup';
import { insertFixtureOrder } from '../testing/order-fixture';

const ctx = useOrderApiTest();
const { tokens, stockOf } = ctx;

const awaiting = (buyer: string, num = 1) =>
  insertFixtureOrder(ctx.t.db, {
    buyer,
    lines: [{ skuId: ctx.f.pen.skuId, num }],
    status: OrderStatus.awaitingApproval,
  });
const decide = (orderId: number, approved: boolean, remark: string, as = 'approver01') =>
  call(ctx.t.app, approveOrder, { orderId: String(orderId), approved, remark }, { token: tokens[as] });
const pendingIds = async (as = 'approver01', tab: 'pending' | 'decided' = 'pending') =>
  dataOf(
    await call(ctx.t.app, queryApproveOrderList, { pageNo: 1, pageSize: 50, tab }, { token: tokens[as] }),
  );

describe('order approval', () => {
  it('seeds approver01 beside purchaser01 with a 5,000.00 threshold for their organisation', async () => {
    const [buyer] = await ctx.t.db.select().from(users).where(eq(users.username, 'purchaser01'));
    const [approver] = await ctx.t.db.select().from(users).where(eq(users.username, 'approver01'));
    expect(approver?.orgId).toBe(buyer?.orgId);
    // Their organisation's own order-approval process: above 5,000.00 (or past the monthly limit), approvers.
    const operator = await loginAs(ctx.t.app, 'operator01');
    const list = dataOf(
      await call(
        ctx.t.app,
        queryProcessList,
        { pageNo: 1, pageSize: 10, businessKind: 'orderApproval', orgId: String(buyer?.orgId) },
        { token: operator },
      ),
    );
    const detail = dataOf(
      await call(ctx.t.app, getProcess, { processId: list.rows[0]!.processId }, { token: operator }),
    );
    expect(detail.versions.map((v) => [v.versionNo, v.status, v.levels])).toEqual([
      [
        1,
        1,
        [
          expect.objectContaining({
            conditions: [{ kind: 'amount', op: 'gt', amount: '5000.00' }, { kind: 'budgetOverrun' }],
            approvers: [{ kind: 'role', roleCode: RoleCode.approver }],
          }),
        ],
      ],
    ]);
  });

  it("lists the organisation's orders awaiting approval, never another organisation's", async () => {
    const mine = await awaiting('purchaser01');
    const theirs = await awaiting('purchaser02');
    const page = await pendingIds();
    const ids = page.rows.map((r) => r.orderId);
    expect(ids).toContain(String(mine.orderId));
    expect(ids).not.toContain(String(theirs.orderId));
    expect(page.tabCounts.pending).toBe(page.total);
    const other = await call(
      ctx.t.app,
      getApprovalOrderDetail,
      { orderId: String(theirs.orderId) },
      { token: tokens.approver01 },
    );
    expect(other.body.respDesc).toBe('订单不存在');
    const detail = dataOf(
      await call(
        ctx.t.app,
        getApprovalOrderDetail,
        { orderId: String(mine.orderId) },
        { token: tokens.approver01 },
      ),
    );
    expect(detail.actions).toEqual(['approve', 'reject']);
  });

  it('approves: the order goes to the supplier, the buyer gets a message with a link', async () => {
    const placed = await awaiting('purchaser01');
    const done = dataOf(await decide(placed.orderId, true, '同意'));
    expect(done.orderStatus).toBe('01');
    const decided = await pendingIds('approver01', 'decided');
    expect(decided.rows.map((r) => r.orderId)).toContain(String(placed.orderId));
    // The approval record says what was decided, by whom, when and why.
    const [approver] = await ctx.t.db.select().from(users).where(eq(users.username, 'approver01'));
    const record = decided.rows.find((r) => r.orderId === String(placed.orderId));
    expect(record?.decision).toMatchObject({
      event: 'approve',
      approverName: approver?.userName,
      remark: '同意',
      decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Rows still waiting have no decision yet.
    const waiting = await awaiting('purchaser01');
    const pending = await pendingIds();
    expect(pending.rows.find((r) => r.orderId === String(waiting.orderId))?.decision).toBeNull();
    expect((await pendingIds()).rows.map((r) => r.orderId)).not.toContain(String(placed.orderId));
    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 10 }, { token: tokens.purchaser01 }),
    );
    expect(inbox.rows[0]).toMatchObject({
      title: `订单审批通过（${placed.orderNo}）`,
      link: `/index/agrMyOrderDetail?orderId=${placed.orderId}`,
    });
    // Decided is decided.
    const again = (await decide(placed.orderId, false, '晚了')).body;
    expect([again.code, again.respDesc]).toEqual(['E409', '当前状态不允许此操作']);
  });

  it('rejects only with a reason; the order is refused and its stock comes back', async () => {
    const before = await stockOf(ctx.f.pen.skuId);
    const placed = await awaiting('purchaser01', 4);
    const noReason = await decide(placed.orderId, false, ' ');
    expect(noReason.body).toMatchObject({
      code: '8888',
      respDesc: '此项为必填项',
      data: { field: 'remark' },
    });
    expect(await stockOf(ctx.f.pen.skuId)).toBe((before ?? 0) - 4);
    expect(dataOf(await decide(placed.orderId, false, '超预算')).orderStatus).toBe('98');
    expect(await stockOf(ctx.f.pen.skuId)).toBe(before);
    const inbox = dataOf(
      await call(ctx.t.app, queryMessageList, { pageNo: 1, pageSize: 10 }, { token: tokens.purchaser01 }),
    );
    expect(inbox.rows[0]?.title).toBe(`订单审批未通过（${placed.orderNo}）`);
  });

  it('leaves operation-log rows that say the decision and name the order by its number', async () => {
    const approved = await awaiting('purchaser01');
    const rejected = await awaiting('purchaser01');
    dataOf(await decide(approved.orderId, true, '同意'));
    dataOf(await decide(rejected.orderId, false, '超预算'));
    const operator = await loginAs(ctx.t.app, 'operator01');
    const logs = dataOf(
      await call(
        ctx.t.app,
        queryOperationLogs,
        { pageNo: 1, pageSize: 10, action: approveOrder.name },
        { token: operator },
      ),
    ).rows;
    expect(logs.slice(0, 2).map((r) => [r.targetName, r.outcome, r.result, r.detail])).toEqual([
      [rejected.orderNo, 'false', 'success', '超预算'],
      [approved.orderNo, 'true', 'success', '同意'],
    ]);
  });

  it('refuses the buyer, an approver of another organisation, suppliers, operators and bad input', async () => {
    const placed = await awaiting('purchaser01');
    for (const who of ['purchaser01', 'supplier01', 'operator01']) {
      expect((await decide(placed.orderId, true, '', who)).body.code).toBe('E403');
    }
    // purchaser02 made an approver of its own organisation: purchaser01's order is not there for it.
    const [p02] = await ctx.t.db.select().from(users).where(eq(users.username, 'purchaser02'));
    const [role] = await ctx.t.db.select().from(roles).where(eq(roles.roleCode, RoleCode.approver));
    await ctx.t.db.insert(userRoles).values({ userId: p02!.id, roleId: role!.id });
    const otherApprover = await loginAs(ctx.t.app, 'purchaser02');
    const refused = await call(
      ctx.t.app,
      approveOrder,
      { orderId: String(placed.orderId), approved: true, remark: '' },
      { token: otherApprover },
    );
    expect(refused.body.respDesc).toBe('订单不存在');
    expect((await pendingIds()).rows.map((r) => r.orderId)).toContain(String(placed.orderId));
    const bad = await call(
      ctx.t.app,
      approveOrder,
      { orderId: 'x', approved: true, remark: '' },
      {
        token: tokens.approver01,
      },
    );
    expect(bad.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：orderId: 格式不正确',
      data: { field: 'orderId' },
    });
  });

  it('never lets an approver decide on an order of its own', async () => {
    const own = await awaiting('approver01');
    expect((await pendingIds()).rows.map((r) => r.orderId)).not.toContain(String(own.orderId));
    const refused = await decide(own.orderId, true, '');
    expect(refused.body.respDesc).toBe('不能审批自己提交的订单');
  });
});
