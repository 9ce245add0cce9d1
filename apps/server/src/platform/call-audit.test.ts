import {
  auditedCalls,
  bilingual,
  type CallDef,
  decisionOutcomes,
  defineAuditTarget,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../modules/identity/shared-tables';
import { createTestApp, type TestApp } from '../testing/test-app';
import { operationLogs } from './audit/tables';
import { namedTargetTypes } from './audit-names';
import { recordCallFailure, recordCallSuccess } from './call-audit';
import { BusinessError } from './errors';

// The audit mechanism itself, on a call made up for the test: one row per target of a list, each target
// named by its module's namer (users by username), the coded outcome kept, and an outcome marked failure
// recorded as a failure although the call answered.

const userTarget = defineAuditTarget('user', bilingual('用户', 'User'));
const reviewUsers = {
  name: 'test_reviewUsers',
  audit: {
    target: userTarget,
    label: bilingual('审核用户', 'Review users'),
    targetKey: 'userIds',
    outcomeKey: 'passed',
    outcomes: decisionOutcomes(bilingual('通过', 'Pass'), bilingual('驳回', 'Reject')),
    detailKey: 'reason',
  },
} as unknown as CallDef;
const chargeUser = {
  name: 'test_chargeUser',
  audit: {
    target: userTarget,
    label: bilingual('扣款', 'Charge'),
    targetKey: 'userId',
    outcomeKey: 'status',
    outcomes: {
      paid: { label: bilingual('扣款成功', 'Charged') },
      failed: { label: bilingual('扣款失败', 'Charge failed'), failure: true },
    },
  },
} as unknown as CallDef;

const bindOwnMobile = {
  name: 'test_bindOwnMobile',
  audit: { target: userTarget, label: bilingual('绑定手机', 'Mobile bound'), targetKey: 'self' },
} as unknown as CallDef;

let t: TestApp;
let ids: Record<string, string>;
const who = { userId: null, username: 'tester', ip: '127.0.0.1' };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['purchaser01', 'supplier01']));
  ids = Object.fromEntries(rows.map((row) => [row.username, String(row.id)]));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(operationLogs).where(eq(operationLogs.username, 'tester'));
});

const logged = () =>
  t.db
    .select()
    .from(operationLogs)
    .where(eq(operationLogs.username, 'tester'))
    .orderBy(desc(operationLogs.id));

describe('call audit', () => {
  it('names the target of every audited call by its number or name (issue 20 item 8)', () => {
    const named = namedTargetTypes();
    // A call bindCall audits says which field holds its target, and the target type's module names it.
    const untargeted = allCalls
      .filter((call) => call.audit && call.audit.recordedBy !== 'handler' && !call.audit.targetKey)
      .map((call) => call.name);
    expect(untargeted).toEqual([]);
    const unnamed = auditedCalls
      .filter((entry) => !named.has(entry.target.type))
      .map((entry) => `${entry.action} → ${entry.target.type}`);
    expect(unnamed).toEqual([]);
  });

  it('writes one row per target of a list, named, with the decision', async () => {
    const input = { userIds: [ids.purchaser01, ids.supplier01], passed: false, reason: '资料不全' };
    await recordCallSuccess(t.db, who, reviewUsers, input, { done: true });
    const rows = await logged();
    expect(rows.map((r) => [r.targetId, r.targetName, r.outcome, r.result, r.detail]).sort()).toEqual([
      [ids.purchaser01, 'purchaser01', 'false', 'success', '资料不全'],
      [ids.supplier01, 'supplier01', 'false', 'success', '资料不全'],
    ]);
  });

  it("names the caller's own account as the target of a call on oneself (targetKey self)", async () => {
    await recordCallSuccess(t.db, { ...who, userId: Number(ids.supplier01) }, bindOwnMobile, {}, true);
    expect((await logged()).map((r) => [r.action, r.targetId, r.targetName])).toEqual([
      ['test_bindOwnMobile', ids.supplier01, 'supplier01'],
    ]);
  });

  it('records an outcome marked failure as a failure, and the refused rule of a refused call', async () => {
    await recordCallSuccess(t.db, who, chargeUser, { userId: ids.purchaser01 }, { status: 'failed' });
    await recordCallSuccess(t.db, who, chargeUser, { userId: ids.purchaser01 }, { status: 'paid' });
    await recordCallFailure(
      t.db,
      who,
      chargeUser,
      { userId: ids.supplier01 },
      new BusinessError('8888', 'error.notFound'),
    );
    const rows = await logged();
    expect(rows.map((r) => [r.targetName, r.outcome, r.result, r.detail])).toEqual([
      ['supplier01', null, 'failure', 'error.notFound'],
      ['purchaser01', 'paid', 'success', ''],
      ['purchaser01', 'failed', 'failure', ''],
    ]);
  });

  it('reads the targets of a list of items by their field, each once (ucc_changePrice: items.skuId)', async () => {
    const changeUsers = {
      name: 'test_changeUsers',
      audit: { ...reviewUsers.audit, targetKey: 'items.userId' },
    };
    const items = [ids.purchaser01, ids.supplier01, ids.purchaser01].map((userId) => ({ userId, n: 1 }));
    await recordCallFailure(
      t.db,
      who,
      changeUsers as CallDef,
      { items },
      new BusinessError('8888', 'error.notFound'),
    );
    const rows = await logged();
    expect(rows.map((r) => r.targetName).sort()).toEqual(['purchaser01', 'supplier01']);
  });

  it('keeps no outcome the call does not declare, and a row without target when none is given', async () => {
    await recordCallSuccess(t.db, who, chargeUser, {}, { status: 'refunded' });
    const [row] = await logged();
    expect(row).toMatchObject({ targetId: null, targetName: null, outcome: null, result: 'success' });
  });
});
