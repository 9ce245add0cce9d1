import { defineMachine } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Actor, type StepTaker, systemActor } from './actor';
import { statusHistory } from './audit/tables';
import { BusinessError, fieldError } from './errors';
import { defineModule } from './module';
import { registerMachines, transition } from './transition';

const reviewMachine = defineMachine({
  name: 'review',
  states: { draft: 'd', submitted: 's', rejected: 'r' } as Record<'draft' | 'submitted' | 'rejected', string>,
  initial: ['draft'],
  final: ['rejected'],
  transitions: [
    { from: 'draft', event: 'submit', to: 'submitted', who: ['purchaser'], guard: 'throwIfOddTarget' },
    {
      from: 'submitted',
      event: 'reject',
      to: 'rejected',
      who: ['operator'],
      permission: 'reviewManage',
      remark: 'required',
    },
    { from: 'submitted', event: 'expire', to: 'rejected', who: ['system'] },
  ],
});

const actor = (kind: Actor['kind'], menuCodes: string[] = []): Actor => ({
  userId: 1,
  username: 'tester',
  ip: null,
  kind,
  orgId: null,
  supplierId: null,
  roles: [],
  menuCodes,
  sessionId: 'x',
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  registerMachines([
    defineModule({
      name: 'review-test',
      register: () => {},
      machines: [reviewMachine],
      guards: {
        throwIfOddTarget: async (_tx, { targetId }) => {
          if (targetId % 2 === 1) throw fieldError('error.transitionNotAllowed', 'targetId');
        },
      },
    }),
  ]);
});
afterAll(() => t.close());

const take = (
  targetId: number,
  from: 'draft' | 'submitted',
  event: 'submit' | 'reject' | 'expire',
  who: StepTaker,
  remark?: string,
) =>
  t.db.transaction((tx) =>
    transition(tx, reviewMachine, { targetId, from, event, actor: who, remark, apply: async () => 1 }),
  );

const historyOf = (targetId: number) =>
  t.db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.machine, 'review'), eq(statusHistory.targetId, targetId)));

describe('transition()', () => {
  it('runs the named guard inside the transaction and writes history only when it passes', async () => {
    await expect(take(7, 'draft', 'submit', actor('purchaser'))).rejects.toBeInstanceOf(BusinessError);
    expect(await historyOf(7)).toEqual([]);
    expect(await take(8, 'draft', 'submit', actor('purchaser'))).toBe('submitted');
    expect((await historyOf(8)).map((h) => [h.fromStatus, h.toStatus, h.event])).toEqual([
      ['draft', 'submitted', 'submit'],
    ]);
  });

  it('refuses a kind the step does not name and an operator without its permission', async () => {
    await expect(take(10, 'draft', 'submit', actor('operator', ['reviewManage']))).rejects.toMatchObject({
      code: 'E403',
    });
    await expect(take(10, 'submitted', 'reject', actor('operator'), 'no')).rejects.toMatchObject({
      code: 'E403',
    });
    expect(await historyOf(10)).toEqual([]);
  });

  it('asks for the remark a step requires and keeps it trimmed in the history', async () => {
    const reviewer = actor('operator', ['reviewManage']);
    await expect(take(12, 'submitted', 'reject', reviewer, '   ')).rejects.toMatchObject({
      messageKey: 'validation.required',
      field: 'remark',
    });
    await take(12, 'submitted', 'reject', reviewer, '  价格不符  ');
    expect((await historyOf(12)).map((h) => h.remark)).toEqual(['价格不符']);
  });

  it('lets only the system take a system step, with no user in the history', async () => {
    await expect(take(14, 'submitted', 'expire', actor('operator', ['reviewManage']))).rejects.toMatchObject({
      code: 'E403',
    });
    await expect(take(14, 'draft', 'submit', systemActor('test'))).rejects.toMatchObject({ code: 'E403' });
    expect(await take(14, 'submitted', 'expire', systemActor('expiry'))).toBe('rejected');
    expect((await historyOf(14)).map((h) => [h.event, h.userId])).toEqual([['expire', null]]);
  });

  it('refuses a machine whose step names a guard no module provides', () => {
    expect(() =>
      registerMachines([defineModule({ name: 'm', register: () => {}, machines: [reviewMachine] })]),
    ).toThrow(/missing guard throwIfOddTarget/);
  });
});
