// The approval engine through its calls and the order facade: processes route, approve, reject, keep their
// version, escalate, refuse one's own request and a task decided twice; order approval routes as it always did.
import {
  decideApprovalTask,
  delegateApprovalTask,
  OrderStatus,
  type ProcessLevel,
  queryApprovalHistory,
  queryApprovalTasks,
  RoleCode,
  retireProcessVersion,
  saveProcess,
} from '@procuremart/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/actor';
import { statusHistory } from '../../platform/audit/tables';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { roles, stationMembers, stations, userRoles } from '../access/shared-tables';
import { type CartFixtures, insertCartFixtures } from '../cart/test-support';
import { categories, skus } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';
import { orders } from '../orders/shared-tables';
import { checkoutClient } from '../orders/test-support';
import { escalateStalledApprovals } from './engine/escalate-job';
import { auditRunning, decideAudit, startAudit } from './engine/platform-audits';
import { approvalRuns, approvalTasks } from './tables';
import { publishOrgProcess, thresholdLevels } from './test-support';

let t: TestApp;
let f: CartFixtures;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** SKUs of the fixture shop repriced to the amounts the routing needs. */
const priced: Record<string, { skuId: string; supplierShopId: string }> = {};
const AMOUNTS = ['5000.00', '5000.01', '6000.00', '25000.00'];

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  for (const [index, amount] of AMOUNTS.entries()) {
    const sku = f.bulk[index]!;
    await t.db
      .update(skus)
      .set({ salePrice: amount })
      .where(eq(skus.id, Number(sku.skuId)));
    priced[amount] = sku;
  }
  const people = [
    'purchaser01',
    'purchaser02',
    'approver01',
    'orgadmin01',
    'engineer01',
    'operator01',
    'supplier01',
  ];
  for (const row of await t.db.select().from(users).where(inArray(users.username, people))) {
    ids[row.username] = row.id;
  }
  // engineer01 (purchaser01's organisation) approves too: two holders of the approver role.
  const [approver] = await t.db.select().from(roles).where(eq(roles.roleCode, RoleCode.approver));
  await t.db.insert(userRoles).values({ userId: ids.engineer01!, roleId: approver!.id });
  for (const who of people) tokens[who] = await loginAs(t.app, who);
});
afterAll(() => t.close());

const orgOf = async (username: string) =>
  (await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.username, username)))[0]!.orgId!;

/** One order of one SKU priced at `amount`, placed by `buyer` at checkout: its id and status. */
async function place(buyer: string, amount: string) {
  const sku = priced[amount]!;
  const placed = await checkoutClient(t.app, tokens[buyer]!).place({
    source: 'fastOrder',
    items: [{ skuId: sku.skuId, supplierShopId: sku.supplierShopId, num: 1 }],
  });
  expect(placed.code, placed.respDesc).toBe('0');
  const order = placed.data!.orders[0]!;
  return { orderId: order.orderId, status: order.orderStatus };
}

const tasksOf = async (who: string, tab: 'pending' | 'decided' = 'pending') =>
  dataOf(await call(t.app, queryApprovalTasks, { pageNo: 1, pageSize: 50, tab }, { token: tokens[who] }))
    .rows;
const taskOn = async (who: string, orderId: string) =>
  (await tasksOf(who)).find((task) => task.subjectId === orderId);
const decide = (who: string, taskId: string, approved: boolean, remark = '') =>
  call(t.app, decideApprovalTask, { taskId, approved, remark }, { token: tokens[who] });
const statusOf = async (orderId: string) =>
  (
    await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, Number(orderId)))
  )[0]!.status;

/** Above 5,000.00 the approvers; above 20,000.00 also orgadmin01 by name. */
const twoLevels = (): ProcessLevel[] => [
  {
    name: '部门审批',
    match: 'all',
    conditions: [{ kind: 'amount', op: 'gt', amount: '5000.00' }],
    approvers: [{ kind: 'role', roleCode: RoleCode.approver }],
    mode: 'any',
  },
  {
    name: '总经理审批',
    match: 'all',
    conditions: [{ kind: 'amount', op: 'gt', amount: '20000.00' }],
    approvers: [{ kind: 'user', userId: String(ids.orgadmin01) }],
    mode: 'any',
  },
];

describe('order approval routing, as before the engine', () => {
  it('holds 5,000.01 and passes 5,000.00, for purchaser01 and purchaser02 alike', async () => {
    for (const buyer of ['purchaser01', 'purchaser02']) {
      expect((await place(buyer, '5000.00')).status, buyer).toBe(OrderStatus.awaitingConfirmation);
      const held = await place(buyer, '5000.01');
      expect(held.status, buyer).toBe(OrderStatus.awaitingApproval);
    }
  });
});

describe('a two-level order process', () => {
  it('routes by amount, approves level by level and records the history', async () => {
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser01'),
      levels: twoLevels(),
    });
    // 6,000.00: the first level only; either approver may decide; the order then goes to its supplier.
    const small = await place('purchaser01', '6000.00');
    expect(small.status).toBe(OrderStatus.awaitingApproval);
    expect(await taskOn('orgadmin01', small.orderId)).toBeUndefined();
    const first = (await taskOn('engineer01', small.orderId))!;
    expect(first).toMatchObject({ levelNo: 1, levelName: '部门审批', amount: '6000.00', escalated: false });
    expect(dataOf(await decide('engineer01', first.taskId, true, '同意')).runStatus).toBe(1);
    expect(await statusOf(small.orderId)).toBe(OrderStatus.awaitingConfirmation);
    // The order's own history names the approver whose decision ended the approval.
    const [approved] = await t.db
      .select({ userId: statusHistory.userId })
      .from(statusHistory)
      .where(
        and(
          eq(statusHistory.machine, 'order'),
          eq(statusHistory.targetId, Number(small.orderId)),
          eq(statusHistory.event, 'approve'),
        ),
      );
    expect(approved?.userId).toBe(ids.engineer01);
    // The other approver's task of that any-one level is closed: nothing left to decide.
    expect(await taskOn('approver01', small.orderId)).toBeUndefined();

    // 25,000.00: both levels; orgadmin01 is asked only once the first passed.
    const big = await place('purchaser01', '25000.00');
    const level1 = (await taskOn('approver01', big.orderId))!;
    expect(await taskOn('orgadmin01', big.orderId)).toBeUndefined();
    expect(dataOf(await decide('approver01', level1.taskId, true, '预算内')).runStatus).toBe(0);
    expect(await statusOf(big.orderId)).toBe(OrderStatus.awaitingApproval);
    const level2 = (await taskOn('orgadmin01', big.orderId))!;
    expect(level2).toMatchObject({ levelNo: 2, levelName: '总经理审批' });
    dataOf(await decide('orgadmin01', level2.taskId, true, '同意采购'));
    expect(await statusOf(big.orderId)).toBe(OrderStatus.awaitingConfirmation);

    const history = dataOf(
      await call(t.app, queryApprovalHistory, { runId: level2.runId }, { token: tokens.purchaser01 }),
    );
    expect(history.status).toBe(1);
    expect(history.tasks.map((task) => [task.levelNo, task.status, task.remark])).toEqual([
      [1, 1, '预算内'],
      [1, 4, ''],
      [2, 1, '同意采购'],
    ]);
  });

  it('rejects at the second level with a reason: the order is refused', async () => {
    const big = await place('purchaser01', '25000.00');
    dataOf(await decide('approver01', (await taskOn('approver01', big.orderId))!.taskId, true));
    const level2 = (await taskOn('orgadmin01', big.orderId))!;
    const noReason = (await decide('orgadmin01', level2.taskId, false, ' ')).body;
    expect(noReason).toMatchObject({ code: '8888', data: { field: 'remark' } });
    expect(dataOf(await decide('orgadmin01', level2.taskId, false, '超出年度预算')).runStatus).toBe(2);
    expect(await statusOf(big.orderId)).toBe(OrderStatus.refused);
    const decided = await tasksOf('orgadmin01', 'decided');
    expect(decided.find((task) => task.taskId === level2.taskId)).toMatchObject({
      status: 2,
      remark: '超出年度预算',
    });
  });

  it('keeps a running approval on its version when a new one is published', async () => {
    const running = await place('purchaser01', '25000.00');
    // v-next: one level above 100,000.00 only.
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser01'),
      levels: thresholdLevels('100000.00'),
    });
    expect((await place('purchaser01', '25000.00')).status).toBe(OrderStatus.awaitingConfirmation);
    // The running one still goes through both levels of the version it started with.
    dataOf(await decide('approver01', (await taskOn('approver01', running.orderId))!.taskId, true));
    expect(await statusOf(running.orderId)).toBe(OrderStatus.awaitingApproval);
    dataOf(await decide('orgadmin01', (await taskOn('orgadmin01', running.orderId))!.taskId, true));
    expect(await statusOf(running.orderId)).toBe(OrderStatus.awaitingConfirmation);
  });

  it('gives one of two approvers deciding the same any-one level at once a clear refusal', async () => {
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser01'),
      levels: thresholdLevels('5000.00'),
    });
    const order = await place('purchaser01', '6000.00');
    const mine = (await taskOn('approver01', order.orderId))!.taskId;
    const theirs = (await taskOn('engineer01', order.orderId))!.taskId;
    const [a, b] = await Promise.all([
      decide('approver01', mine, true),
      decide('engineer01', theirs, false, '不同意'),
    ]);
    const answers = [a.body, b.body].map((body) => [body.code, body.respDesc]);
    expect(answers).toContainEqual(['0', 'success']);
    expect(answers).toContainEqual(['E409', '该审批任务已被处理']);
  });
});

describe('nobody approves their own request; nothing stalls', () => {
  it('never gives the applicant a task; a level whose approvers are all gone escalates to the administrator', async () => {
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser01'),
      levels: [
        {
          name: '本人审批',
          match: 'all',
          conditions: [],
          approvers: [{ kind: 'user', userId: String(ids.approver01) }],
          mode: 'all',
        },
      ],
    });
    const own = await place('approver01', '5000.00');
    expect(own.status).toBe(OrderStatus.awaitingApproval);
    expect(await taskOn('approver01', own.orderId)).toBeUndefined();
    const escalated = (await taskOn('orgadmin01', own.orderId))!;
    expect(escalated.escalated).toBe(true);
    // Delegating to the applicant is refused, and so is a task of someone else.
    const toApplicant = await call(
      t.app,
      delegateApprovalTask,
      { taskId: escalated.taskId, toUserId: String(ids.approver01) },
      { token: tokens.orgadmin01 },
    );
    expect(toApplicant.body).toMatchObject({ code: '8888', data: { field: 'toUserId' } });
    expect((await decide('engineer01', escalated.taskId, true)).body.code).toBe('E404');
    // Delegated to engineer01, who approves.
    const handed = dataOf(
      await call(
        t.app,
        delegateApprovalTask,
        { taskId: escalated.taskId, toUserId: String(ids.engineer01), remark: '请代批' },
        { token: tokens.orgadmin01 },
      ),
    );
    const task = (await taskOn('engineer01', own.orderId))!;
    expect(task).toMatchObject({ taskId: handed.newTaskId, delegatedBy: expect.any(String) });
    dataOf(await decide('engineer01', task.taskId, true));
    expect(await statusOf(own.orderId)).toBe(OrderStatus.awaitingConfirmation);
  });

  it('escalates a level whose only approver was disabled after it opened (the escalation job)', async () => {
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser01'),
      levels: [
        {
          name: '指定审批',
          match: 'all',
          conditions: [],
          approvers: [{ kind: 'user', userId: String(ids.engineer01) }],
          mode: 'any',
        },
      ],
    });
    const order = await place('purchaser01', '5000.00');
    const waiting = (await taskOn('engineer01', order.orderId))!;
    expect(await escalateStalledApprovals(t.db)).toBe(0);
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, ids.engineer01!));
    try {
      // This run, and engineer01's tasks of others that approver01 still decides.
      expect(await escalateStalledApprovals(t.db)).toBeGreaterThanOrEqual(1);
      const escalated = (await taskOn('orgadmin01', order.orderId))!;
      expect(escalated).toMatchObject({ escalated: true, levelName: '指定审批' });
      const history = dataOf(
        await call(t.app, queryApprovalHistory, { runId: waiting.runId }, { token: tokens.orgadmin01 }),
      );
      expect(history.tasks.map((task) => [task.status, task.escalated])).toEqual([
        [4, false],
        [0, true],
      ]);
    } finally {
      await t.db.update(users).set({ status: 1 }).where(eq(users.id, ids.engineer01!));
    }
  });

  it('lets an enterprise administrator manage only its own organisation’s processes', async () => {
    const other = await call(
      t.app,
      saveProcess,
      {
        businessKind: 'orderApproval',
        orgId: String(await orgOf('purchaser02')),
        name: '越权',
        levels: thresholdLevels('1.00'),
      },
      { token: tokens.orgadmin01 },
    );
    // Its own organisation already has one: the orgId sent is not trusted.
    expect(other.body).toMatchObject({ code: '8888', data: { field: 'businessKind' } });
    const retire = await call(t.app, retireProcessVersion, { versionId: '1' }, { token: tokens.orgadmin01 });
    expect(retire.body.code).toBe('E404');
  });
});

describe('a station as approver', () => {
  it('gives the task to the station’s members, and no more once the station stops', async () => {
    const orgId = await orgOf('purchaser01');
    const at = new Date();
    const [desk] = await t.db
      .insert(stations)
      .values({ orgId, stationCode: 'FIN-DESK', stationName: '财务审核岗', createdAt: at, updatedAt: at })
      .returning({ id: stations.id });
    await t.db.insert(stationMembers).values({ stationId: desk!.id, userId: ids.orgadmin01! });
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId,
      levels: [
        {
          name: '财务审核',
          match: 'all',
          conditions: [{ kind: 'amount', op: 'gt', amount: '5000.00' }],
          approvers: [{ kind: 'station', stationId: String(desk!.id) }],
          mode: 'any',
        },
      ],
    });
    const held = await place('purchaser01', '6000.00');
    expect(await taskOn('approver01', held.orderId)).toBeUndefined();
    const task = await taskOn('orgadmin01', held.orderId);
    expect(task).toBeDefined();
    expect((await decide('orgadmin01', task!.taskId, true)).body.code).toBe('0');
    expect(await statusOf(held.orderId)).toBe(OrderStatus.awaitingConfirmation);

    // A stopped station approves nothing: the level goes to the organisation's administrators instead.
    await t.db.update(stations).set({ status: 0 }).where(eq(stations.id, desk!.id));
    await t.db.delete(stationMembers).where(eq(stationMembers.stationId, desk!.id));
    const next = await place('purchaser01', '6000.00');
    expect(await taskOn('engineer01', next.orderId)).toBeUndefined();
    expect(await taskOn('orgadmin01', next.orderId)).toBeDefined();
  });
});

describe('a platform audit', () => {
  it('goes to the operators on the platform’s process; the decision ends it once, for operators only', async () => {
    const subject = {
      businessKind: 'listingAudit' as const,
      subjectId: 990001,
      subjectNo: 'SKU-990001',
      applicantUserId: ids.supplier01!,
    };
    await t.db.transaction((tx) => startAudit(tx, subject, new Date()));
    expect(await auditRunning(t.db, 'listingAudit', 990001)).toBe(true);
    const task = (await tasksOf('operator01')).find((row) => row.subjectNo === 'SKU-990001');
    expect(task?.levelName).toBe('运营审核');
    expect(task?.businessKind).toBe('listingAudit');

    const asUser = (who: string) =>
      ({
        userId: ids[who]!,
        username: who,
        userName: who,
        kind: 'operator',
        roles: [],
        menuCodes: [],
      }) as unknown as Actor;
    const decideAs = (actor: Actor) =>
      t.db.transaction((tx) =>
        decideAudit(tx, actor, {
          businessKind: 'listingAudit',
          subjectId: 990001,
          approved: true,
          remark: 'ok',
        }),
      );
    await expect(decideAs(asUser('supplier01'))).rejects.toMatchObject({
      message: 'approval.taskNotFound',
    });
    expect((await decideAs(asUser('operator01'))).runStatus).toBe(1);
    expect(await auditRunning(t.db, 'listingAudit', 990001)).toBe(false);
    await expect(decideAs(asUser('operator01'))).rejects.toMatchObject({
      message: 'approval.taskNotFound',
    });
  });
});

describe('a category condition on order approval', () => {
  it('routes an order of goods under a top category, not one of goods outside it', async () => {
    const at = new Date();
    const [top] = await t.db
      .insert(categories)
      .values({ code: 'APRT01', name: '审批测试大类', level: 1 })
      .returning({ id: categories.id });
    const [mid] = await t.db
      .insert(categories)
      .values({ code: 'APRT0101', name: '审批测试中类', level: 2, parentId: top!.id })
      .returning({ id: categories.id });
    const [leaf] = await t.db
      .insert(categories)
      .values({ code: 'APRT010101', name: '审批测试小类', level: 3, parentId: mid!.id, isLeaf: true })
      .returning({ id: categories.id });
    const inside = f.bulk[20]!;
    const outside = f.bulk[21]!;
    await t.db
      .update(skus)
      .set({ categoryId: leaf!.id, updatedAt: at })
      .where(eq(skus.id, Number(inside.skuId)));
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser02'),
      levels: [
        {
          name: '类目审批',
          match: 'all',
          conditions: [{ kind: 'category', categoryIds: [String(top!.id)] }],
          approvers: [{ kind: 'role', roleCode: RoleCode.approver }],
          mode: 'any',
        },
      ],
    });
    const placeSku = async (sku: { skuId: string; supplierShopId: string }) => {
      const placed = await checkoutClient(t.app, tokens.purchaser02!).place({
        source: 'fastOrder',
        items: [{ skuId: sku.skuId, supplierShopId: sku.supplierShopId, num: 1 }],
      });
      expect(placed.code, placed.respDesc).toBe('0');
      return placed.data!.orders[0]!.orderStatus;
    };
    expect(await placeSku(inside)).toBe(OrderStatus.awaitingApproval);
    expect(await placeSku(outside)).toBe(OrderStatus.awaitingConfirmation);
  });
});

describe('escalation when approvers no longer qualify', () => {
  it('closes the task of an approver who lost the role; a stopped role goes to the administrator', async () => {
    await publishOrgProcess(t.app, tokens.operator01!, {
      businessKind: 'orderApproval',
      orgId: await orgOf('purchaser01'),
      levels: [
        {
          name: '角色审批',
          match: 'all',
          conditions: [],
          approvers: [{ kind: 'role', roleCode: RoleCode.approver }],
          mode: 'any',
        },
      ],
    });
    const order = await place('purchaser01', '5000.00');
    expect(await taskOn('engineer01', order.orderId)).toBeDefined();
    const [approver] = await t.db.select().from(roles).where(eq(roles.roleCode, RoleCode.approver));
    const engineerHolds = and(eq(userRoles.userId, ids.engineer01!), eq(userRoles.roleId, approver!.id));
    await t.db.delete(userRoles).where(engineerHolds);
    try {
      expect(await escalateStalledApprovals(t.db)).toBeGreaterThanOrEqual(1);
      // engineer01 no longer decides it; approver01 still does, and nobody else was asked.
      expect(await taskOn('engineer01', order.orderId)).toBeUndefined();
      expect(await taskOn('approver01', order.orderId)).toMatchObject({ escalated: false });
      expect(await taskOn('orgadmin01', order.orderId)).toBeUndefined();

      await t.db.update(roles).set({ status: 0 }).where(eq(roles.id, approver!.id));
      expect(await escalateStalledApprovals(t.db)).toBeGreaterThanOrEqual(1);
      expect(await taskOn('approver01', order.orderId)).toBeUndefined();
      const escalated = (await taskOn('orgadmin01', order.orderId))!;
      expect(escalated).toMatchObject({ escalated: true, levelName: '角色审批' });
      dataOf(await decide('orgadmin01', escalated.taskId, true));
      expect(await statusOf(order.orderId)).toBe(OrderStatus.awaitingConfirmation);
    } finally {
      await t.db.update(roles).set({ status: 1 }).where(eq(roles.id, approver!.id));
      await t.db.insert(userRoles).values({ userId: ids.engineer01!, roleId: approver!.id });
    }
  });

  it('leaves an audit nobody can decide waiting without a task, and gives it one once someone can', async () => {
    const [operatorRole] = await t.db.select().from(roles).where(eq(roles.roleCode, RoleCode.operator));
    const subject = {
      businessKind: 'listingAudit' as const,
      subjectId: 990002,
      subjectNo: 'SKU-990002',
      applicantUserId: ids.supplier01!,
    };
    await t.db.update(roles).set({ status: 0 }).where(eq(roles.id, operatorRole!.id));
    try {
      await t.db.transaction((tx) => startAudit(tx, subject, new Date()));
      expect(await auditRunning(t.db, 'listingAudit', 990002)).toBe(true);
      await escalateStalledApprovals(t.db);
      const none = await t.db
        .select({ id: approvalTasks.id })
        .from(approvalTasks)
        .innerJoin(approvalRuns, eq(approvalRuns.id, approvalTasks.runId))
        .where(and(eq(approvalRuns.businessKind, 'listingAudit'), eq(approvalRuns.subjectId, 990002)));
      expect(none).toEqual([]);
    } finally {
      await t.db.update(roles).set({ status: 1 }).where(eq(roles.id, operatorRole!.id));
    }
    expect(await escalateStalledApprovals(t.db)).toBeGreaterThanOrEqual(1);
    const task = (await tasksOf('operator01')).find((row) => row.subjectNo === 'SKU-990002');
    expect(task).toMatchObject({ levelName: '运营审核', escalated: false });
  });
});
