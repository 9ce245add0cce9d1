import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { defineNumbering, formatNumber, periodOf } from '../../../platform/numbering';
import { createTestDatabase } from '../../../testing/test-app';
import { allModules } from '../..';
import { orderNumbering, shipmentNumbering } from '../../orders';
import { nextNumber, nextNumbers } from './next-number';
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
const take = (numbering = shipmentNumbering, at = nov27) =>
  database.db.transaction((tx) => nextNumber(tx, numbering, at));
/** Numbers of a kind that may skip, as a checkout takes them (with the database beside its transaction). */
const takeMay = (count: number) =>
  database.db.transaction((tx) => nextNumbers({ db: database.db, tx }, orderNumbering, nov27, count));
const onPostgres = () => database.kind === 'postgres';

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

  it('counts on from the last number of a gapless kind and gives a rolled-back number back', async () => {
    const first = await take();
    const second = await take();
    expect(Number(second.slice(9))).toBe(Number(first.slice(9)) + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await nextNumber(tx, shipmentNumbering, nov27);
        throw new Error('delivery refused');
      }),
    ).rejects.toThrow('delivery refused');
    expect(Number((await take()).slice(9))).toBe(Number(second.slice(9)) + 1);
  });

  it('gives orders a block of numbers in order; one rolled back is skipped on PostgreSQL', async () => {
    const block = await takeMay(3);
    expect(block.map((n) => Number(n.slice(9)))).toEqual(
      [1, 2, 3].map((i) => Number(block[0]!.slice(9)) + i - 1),
    );
    expect(block[0]).toMatch(/^O20261127\d{8}$/);
    await expect(
      database.db.transaction(async (tx) => {
        await nextNumbers({ db: database.db, tx }, orderNumbering, nov27, 1);
        throw new Error('checkout refused');
      }),
    ).rejects.toThrow('checkout refused');
    const [next] = await takeMay(1);
    // PGlite has a single connection: its numbers are taken in the transaction, and given back with it.
    expect(Number(next!.slice(9))).toBe(Number(block[2]!.slice(9)) + (onPostgres() ? 2 : 1));
  });

  it.runIf(process.env.DATABASE_URL)(
    "takes an order's number while another checkout that numbered its own has not committed",
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let first: string[] = [];
      const open = database.db.transaction(async (tx) => {
        first = await nextNumbers({ db: database.db, tx }, orderNumbering, nov27, 1);
        await held;
      });
      try {
        await expect.poll(() => first.length).toBe(1);
        const [second] = await takeMay(1);
        expect(Number(second!.slice(9))).toBe(Number(first[0]!.slice(9)) + 1);
      } finally {
        release();
        await open;
      }
    },
  );

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
