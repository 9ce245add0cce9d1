import { bilingual, defineAuditAction } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../modules/identity/shared-tables';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type StepTaker, systemActor } from '../actor';
import { operationLogs, statusHistory } from '../audit/tables';
import { defineModule } from '../module';
import { allowedEvents } from './allowed-events';
import { registerSubscribers } from './domain-events';
import { runAsCall, runAsOperation } from './operation-context';
import { recordWithHistory, stepOnRecord } from './record-calls';
import { registerMachines } from './register-machines';
import { readStatusHistory } from './status-history';
import { actor, createReviews, reviewMachine, reviewSteps, reviews } from './step-test-fixture';

const reviewTarget = reviewMachine.audit.target;

import { lockStatement, takeSteps } from './take-steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  registerSubscribers([]);
});
afterAll(() => t.close());

const reviewer = actor('operator', ['reviewManage']);

const take = (ids: number[], event: 'submit' | 'reject' | 'expire', who: StepTaker, remark?: string) =>
  t.db.transaction((tx) => takeSteps(tx, reviewSteps, { ids, event, actor: who, remark }));

const statuses = async () =>
  (await t.db.select().from(reviews).orderBy(asc(reviews.id))).map((r) => [r.id, r.status, r.version]);

const history = () =>
  t.db.select().from(statusHistory).where(eq(statusHistory.machine, 'review')).orderBy(asc(statusHistory.id));

const opLog = () =>
  t.db
    .select()
    .from(operationLogs)
    .where(eq(operationLogs.targetType, 'review'))
    .orderBy(asc(operationLogs.id));

beforeEach(async () => {
  await t.db.delete(statusHistory).where(eq(statusHistory.machine, 'review'));
  await t.db.delete(operationLogs).where(eq(operationLogs.targetType, 'review'));
});

describe('takeSteps()', () => {
  it('steps a batch in id order, raising each version, with a history row each', async () => {
    await createReviews(t.db, [
      { id: 3, status: 'draft' },
      { id: 1, status: 'draft' },
      { id: 2, status: 'draft' },
    ]);
    const taken = await take([3, 1, 2, 3], 'submit', actor('purchaser'));
    expect(taken.map((s) => [s.row.id, s.from, s.to])).toEqual([
      [1, 'draft', 'submitted'],
      [2, 'draft', 'submitted'],
      [3, 'draft', 'submitted'],
    ]);
    expect(await statuses()).toEqual([
      [1, 'submitted', 2],
      [2, 'submitted', 2],
      [3, 'submitted', 2],
    ]);
    expect((await history()).map((h) => [h.targetId, h.fromStatus, h.toStatus, h.event, h.userId])).toEqual([
      [1, 'draft', 'submitted', 'submit', 1],
      [2, 'draft', 'submitted', 'submit', 1],
      [3, 'draft', 'submitted', 'submit', 1],
    ]);
  });

  it("locks the rows in id order, in the taker's scope", () => {
    const { sql, params } = lockStatement(t.db as never, reviewSteps, [3, 1], {
      actor: actor('purchaser', [], 7),
    }).toSQL();
    expect(sql).toMatch(
      /where \("step_test_reviews"\."id" in \(\$1, \$2\) and "step_test_reviews"\."owner_id" = \$3\) order by "step_test_reviews"\."id" asc for update$/,
    );
    expect(params).toEqual([3, 1, 7]);
  });

  it('refuses the whole batch when one row may not take the step, naming that row', async () => {
    await createReviews(t.db, [
      { id: 1, status: 'draft' },
      { id: 2, status: 'rejected' },
    ]);
    await expect(take([1, 2], 'submit', actor('purchaser'))).rejects.toMatchObject({
      code: 'E409',
      messageKey: 'error.transitionNotAllowed',
      data: { targetId: '2' },
    });
    expect(await statuses()).toEqual([
      [1, 'draft', 1],
      [2, 'rejected', 1],
    ]);
    expect(await history()).toEqual([]);
  });

  it("refuses with the guard's reason, and names a record of another owner not found", async () => {
    await createReviews(t.db, [
      { id: 1, status: 'draft', locked: true },
      { id: 2, status: 'draft', ownerId: 9 },
    ]);
    await expect(take([1], 'submit', actor('purchaser'))).rejects.toMatchObject({
      code: '8888',
      messageKey: 'order.onlyBuyer',
    });
    await expect(take([2], 'submit', actor('purchaser'))).rejects.toMatchObject({
      code: 'E404',
      messageKey: 'error.notFound',
    });
    expect(await take([2], 'submit', actor('purchaser', [], 9))).toHaveLength(1);
    expect(await statuses()).toEqual([
      [1, 'draft', 1],
      [2, 'submitted', 2],
    ]);
  });

  it('refuses a kind or permission the step does not name, and asks for a required remark', async () => {
    await createReviews(t.db, [{ id: 1, status: 'submitted' }]);
    await expect(take([1], 'reject', actor('operator'), 'no')).rejects.toMatchObject({ code: 'E403' });
    await expect(take([1], 'expire', reviewer)).rejects.toMatchObject({ code: 'E403' });
    await expect(take([1], 'reject', reviewer, '   ')).rejects.toMatchObject({
      messageKey: 'validation.required',
      field: 'remark',
    });
    await take([1], 'reject', reviewer, '  价格不符  ');
    expect((await t.db.select().from(reviews))[0]?.reason).toBe('价格不符');
    expect((await history()).map((h) => h.remark)).toEqual(['价格不符']);
  });

  it('refuses with E409 when the row changed between reading it and writing the step', async () => {
    await createReviews(t.db, [{ id: 1, status: 'draft' }]);
    const racing = {
      ...reviewSteps,
      // Someone's write lands between the lock and the compare-and-set (only possible in this transaction).
      facts: async (tx: Parameters<NonNullable<typeof reviewSteps.facts>>[0]) => {
        await tx.update(reviews).set({ version: 5 }).where(eq(reviews.id, 1));
        return { locked: false };
      },
    };
    await expect(
      t.db.transaction((tx) =>
        takeSteps(tx, racing, { ids: [1], event: 'submit', actor: actor('purchaser') }),
      ),
    ).rejects.toMatchObject({ code: 'E409', messageKey: 'error.staleVersion' });
    expect(await statuses()).toEqual([[1, 'draft', 1]]);
  });

  it('leaves an operation-log row outside an audited call, under the job or import running it', async () => {
    await createReviews(t.db, [
      { id: 1, status: 'submitted' },
      { id: 2, status: 'submitted' },
    ]);
    const expiry = defineAuditAction(
      'job:reviewExpiry',
      bilingual('评审过期', 'Review expiry'),
      reviewTarget,
    );
    await runAsOperation(expiry, () => take([1], 'expire', systemActor('reviewExpiry')));
    const audited = { name: 'ucc_rejectReview', audit: { target: { type: 'review' } } } as never;
    await runAsCall(audited, () => take([2], 'reject', reviewer, 'late'));
    expect((await opLog()).map((r) => [r.action, r.targetId, r.username, r.result])).toEqual([
      ['job:reviewExpiry', '1', 'reviewExpiry', 'success'],
    ]);
    await createReviews(t.db, [{ id: 3, status: 'submitted' }]);
    await take([3], 'reject', reviewer, 'no');
    expect((await opLog()).map((r) => [r.action, r.targetId, r.username])).toContainEqual([
      'review.reject',
      '3',
      'tester1',
    ]);
  });

  it('records a step under its machine action where the job or call running it has no labelled action', async () => {
    await createReviews(t.db, [
      { id: 1, status: 'submitted' },
      { id: 2, status: 'submitted' },
    ]);
    await runAsOperation(undefined, () => take([1], 'expire', systemActor('reviewExpiry')));
    const unaudited = { name: 'ucc_rejectReview' } as never;
    await runAsCall(unaudited, () => take([2], 'reject', reviewer, 'late'));
    expect((await opLog()).map((r) => [r.action, r.targetType, r.targetId, r.detail])).toEqual([
      ['review.expire', 'review', '1', 'r'],
      ['review.reject', 'review', '2', 'r'],
    ]);
  });

  it('lists the events a taker may take on a row from the same table and guards', async () => {
    await createReviews(t.db, [
      { id: 1, status: 'draft' },
      { id: 2, status: 'draft', locked: true },
      { id: 3, status: 'submitted' },
    ]);
    const rows = await t.db.select().from(reviews).orderBy(asc(reviews.id));
    const allowed = (row: (typeof rows)[number], who: StepTaker) =>
      t.db.transaction((tx) => allowedEvents(tx, reviewSteps, row, who));
    expect(await allowed(rows[0]!, actor('purchaser'))).toEqual(['submit']);
    expect(await allowed(rows[1]!, actor('purchaser'))).toEqual([]);
    expect(await allowed(rows[2]!, reviewer)).toEqual(['reject']);
    expect(await allowed(rows[2]!, systemActor('x'))).toEqual(['expire']);
  });

  it('refuses at start-up a machine whose step names a guard its binding lacks', () => {
    const unguarded = { ...reviewSteps, guards: {} };
    expect(() =>
      registerMachines([defineModule({ name: 'm', register: () => {}, machines: [unguarded] })]),
    ).toThrow(/missing guard throwIfLocked/);
    expect(reviewMachine.name).toBe('review');
  });
});

describe('readStatusHistory()', () => {
  it("reads a machine's steps newest or oldest first, by record and step, with the name the page asks for", async () => {
    const [buyer] = await t.db.select().from(users).where(eq(users.username, 'purchaser01'));
    const [operator] = await t.db.select().from(users).where(eq(users.username, 'operator01'));
    await createReviews(t.db, [
      { id: 1, status: 'draft', ownerId: buyer!.id },
      { id: 2, status: 'draft', ownerId: buyer!.id },
    ]);
    await take([1, 2], 'submit', actor('purchaser', [], buyer!.id));
    await take([1], 'reject', actor('operator', ['reviewManage'], operator!.id), ' too short ');
    await t.db.transaction((tx) =>
      takeSteps(tx, reviewSteps, { ids: [2], event: 'expire', actor: systemActor('test') }),
    );
    const logins = { id: users.id, name: users.username };

    const newest = await readStatusHistory(t.db, {
      machine: reviewMachine,
      targetIds: [1, 2],
      names: logins,
    });
    expect(newest.map((h) => [h.targetId, h.event, h.fromStatus, h.toStatus, h.username, h.remark])).toEqual([
      [2, 'expire', 'submitted', 'rejected', null, ''],
      [1, 'reject', 'submitted', 'rejected', 'operator01', 'too short'],
      [2, 'submit', 'draft', 'submitted', 'purchaser01', ''],
      [1, 'submit', 'draft', 'submitted', 'purchaser01', ''],
    ]);
    const decisions = await readStatusHistory(t.db, {
      machine: reviewMachine,
      targetIds: 1,
      events: ['submit', 'reject'],
      order: 'oldest',
      names: { id: users.id, name: users.userName },
    });
    expect(decisions.map((h) => [h.event, h.username])).toEqual([
      ['submit', buyer!.userName],
      ['reject', operator!.userName],
    ]);
    expect(await readStatusHistory(t.db, { machine: reviewMachine, targetIds: [], names: logins })).toEqual(
      [],
    );
  });
});

describe('stepOnRecord() and recordWithHistory()', () => {
  const readReview = async (db: Pick<TestApp['db'], 'select'>, id: number) => {
    const [row] = await db
      .select({ id: reviews.id, status: reviews.status, reason: reviews.reason })
      .from(reviews)
      .where(eq(reviews.id, id));
    return row!;
  };

  it('takes the step the input names on its record and answers the record as read after it; the detail adds the history', async () => {
    const [operator] = await t.db.select().from(users).where(eq(users.username, 'operator01'));
    await createReviews(t.db, [{ id: 7, status: 'submitted' }]);
    const decide = stepOnRecord(reviewSteps, 'reviewId', readReview);
    const answer = await t.db.transaction((tx) =>
      decide({
        tx,
        actor: actor('operator', ['reviewManage'], operator!.id),
        input: { reviewId: '7', event: 'reject', remark: 'late' },
      }),
    );
    expect(answer).toEqual({ id: 7, status: 'rejected', reason: 'late' });

    const logins = { ...reviewSteps, historyNames: { id: users.id, name: users.username } };
    const detail = recordWithHistory(logins, 'reviewId', readReview);
    expect(await detail({ db: t.db, actor: reviewer, input: { reviewId: '7' } })).toEqual({
      id: 7,
      status: 'rejected',
      reason: 'late',
      history: [
        expect.objectContaining({
          event: 'reject',
          fromStatus: 'submitted',
          toStatus: 'rejected',
          username: 'operator01',
          remark: 'late',
        }),
      ],
    });
  });

  it('refuses at start-up a detail whose binding names no history names', () => {
    expect(() => recordWithHistory(reviewSteps, 'reviewId', readReview)).toThrow(/names no historyNames/);
  });

  it('passes no remark where the input has none: a step requiring one is refused and nothing changes', async () => {
    await createReviews(t.db, [{ id: 8, status: 'submitted' }]);
    const decide = stepOnRecord(reviewSteps, 'reviewId', readReview);
    await expect(
      t.db.transaction((tx) => decide({ tx, actor: reviewer, input: { reviewId: '8', event: 'reject' } })),
    ).rejects.toMatchObject({ messageKey: 'validation.required', field: 'remark' });
    expect(await readReview(t.db, 8)).toEqual({ id: 8, status: 'submitted', reason: '' });
  });
});
