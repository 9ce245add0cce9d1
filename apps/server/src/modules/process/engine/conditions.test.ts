import type { ProcessLevel } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { applicableLevels, conditionHolds } from './conditions';

const level = (over: Partial<ProcessLevel>): ProcessLevel => ({
  name: 'L',
  match: 'all',
  conditions: [],
  approvers: [{ kind: 'deptHead' }],
  mode: 'any',
  ...over,
});

describe('approval conditions', () => {
  it('compares amounts exactly: > 5,000.00 holds at 5,000.01, not at 5,000.00; ≥ and < at the bound', () => {
    const gt = { kind: 'amount', op: 'gt', amount: '5000.00' } as const;
    expect(conditionHolds(gt, { amount: '5000.00' })).toBe(false);
    expect(conditionHolds(gt, { amount: '5000.01' })).toBe(true);
    expect(conditionHolds({ ...gt, op: 'gte' }, { amount: '5000.00' })).toBe(true);
    expect(conditionHolds({ ...gt, op: 'lt' }, { amount: '4999.99' })).toBe(true);
    expect(conditionHolds(gt, {})).toBe(false);
  });

  it('reads category, department, pay method and overrun facts; a missing fact holds nothing', () => {
    expect(conditionHolds({ kind: 'category', categoryIds: ['7'] }, { categoryIds: [3, 7] })).toBe(true);
    expect(conditionHolds({ kind: 'department', deptIds: ['4'] }, { deptId: 5 })).toBe(false);
    expect(conditionHolds({ kind: 'payMethod', payMethods: ['01'] }, { payMethod: '01' })).toBe(true);
    expect(conditionHolds({ kind: 'budgetOverrun' }, {})).toBe(false);
  });

  it('applies a level with no condition always, all or any of its conditions otherwise', () => {
    const conditions = [
      { kind: 'amount', op: 'gt', amount: '100.00' } as const,
      { kind: 'budgetOverrun' } as const,
    ];
    const levels = [level({}), level({ conditions }), level({ conditions, match: 'any' })];
    expect(applicableLevels(levels, { amount: '50.00', budgetOverrun: true })).toEqual([0, 2]);
    expect(applicableLevels(levels, { amount: '500.00', budgetOverrun: true })).toEqual([0, 1, 2]);
  });
});
