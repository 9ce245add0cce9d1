import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { defineNumbering, formatNumber, periodOf } from '../../../platform/numbering';
import { createTestDatabase } from '../../../testing/test-app';
import { allModules } from '../..';
import { orderNumbering } from '../../orders';
import { nextNumber } from './next-number';
import { numberingCounters, numberingRules } from './tables';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

const nov27 = new Date('2026-11-27T03:00:00Z');
// 23:30 UTC on 30 November is already 1 December in China time.
const dec1 = new Date('2026-11-30T16:30:00Z');
const take = (numbering = orderNumbering, at = nov27) =>
  database.db.transaction((tx) => nextNumber(tx, numbering, at));

describe('document numbers', () => {
  it('reproduces the order numbers: O, the business day and eight digits that never reset', () => {
    expect(formatNumber(orderNumbering.defaults, '20261127', 31)).toBe('O2026112700000031');
    expect(formatNumber(orderNumbering.defaults, '20261127', 123_456_789)).toBe('O20261127123456789');
    expect(periodOf('never', '20261127')).toBe('');
    expect(periodOf('monthly', '20261127')).toBe('202611');
    expect(
      formatNumber({ prefix: 'AS', datePattern: 'yyMMdd', sequenceLength: 4, reset: 'daily' }, '20261127', 7),
    ).toBe('AS2611270007');
  });

  it('counts on from the last number of the kind and gives a rolled-back number back', async () => {
    const first = await take();
    const second = await take();
    expect(Number(second.slice(9))).toBe(Number(first.slice(9)) + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await nextNumber(tx, orderNumbering, nov27);
        throw new Error('checkout refused');
      }),
    ).rejects.toThrow('checkout refused');
    expect(Number((await take()).slice(9))).toBe(Number(second.slice(9)) + 1);
  });

  it('starts again at 1 in a new business month when the rule resets monthly, by China time', async () => {
    const monthly = defineNumbering({
      kind: 'testMonthly',
      defaults: { prefix: 'M', datePattern: 'yyyyMM', sequenceLength: 3, reset: 'monthly' },
    });
    expect([await take(monthly), await take(monthly), await take(monthly, dec1)]).toEqual([
      'M202611001',
      'M202611002',
      'M202612001',
    ]);
  });

  it("numbers by the operator's rule once one is saved", async () => {
    const kind = defineNumbering({
      kind: 'testChanged',
      defaults: { prefix: 'X', datePattern: '', sequenceLength: 2, reset: 'never' },
    });
    expect(await take(kind)).toBe('X01');
    await database.db.insert(numberingRules).values({
      kind: 'testChanged',
      prefix: 'QT',
      datePattern: 'yyMMdd',
      sequenceLength: 5,
      reset: 'never',
      updatedAt: nov27,
    });
    expect(await take(kind)).toBe('QT26112700002');
  });

  it('never gives one number twice to transactions running at once', async () => {
    const burst = defineNumbering({
      kind: 'testBurst',
      defaults: { prefix: 'B', datePattern: '', sequenceLength: 3, reset: 'never' },
    });
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take(burst)));
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `B${String(i + 1).padStart(3, '0')}`),
    );
    const [counter] = await database.db
      .select()
      .from(numberingCounters)
      .where(eq(numberingCounters.kind, 'testBurst'));
    expect(counter?.lastValue).toBe(20);
  });

  it('each kind is declared by one module only', () => {
    const kinds = allModules.flatMap((m) => (m.numbering ?? []).map((n) => n.kind));
    expect(kinds).toContain('order');
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
