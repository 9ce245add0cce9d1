// Issue 19 finding 5: a malformed bound of a paired range filter reached the comparison (HTTP 500 without
// login). Each bound is validated first; the order of the two is checked only when both are valid.
import { describe, expect, it } from 'vitest';
import { queryMyOrderList } from './calls/peb-orders';
import { searchGoods } from './calls/ucc-search';
import { allCalls } from './registry';

const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('paired range filters', () => {
  it.each(['1元', 'x', '1.234', '', '-1'])('refuses price bound %j as money, without comparing', (bad) => {
    expect(issues(searchGoods.input.safeParse({ priceMin: '1', priceMax: bad }))).toEqual([
      'priceMax: validation.money',
    ]);
    expect(issues(searchGoods.input.safeParse({ priceMin: bad, priceMax: '1' }))).toEqual([
      'priceMin: validation.money',
    ]);
  });

  it('refuses an upside-down price range on the upper bound', () => {
    expect(issues(searchGoods.input.safeParse({ priceMin: '10', priceMax: '9.99' }))).toEqual([
      'priceMax: search.priceRange',
    ]);
    expect(searchGoods.input.safeParse({ priceMin: '10', priceMax: '10.00' }).success).toBe(true);
  });

  it('checks order lists’ amount and date ranges the same way', () => {
    const list = (filters: object) => queryMyOrderList.input.safeParse(filters);
    expect(issues(list({ amountFrom: '100', amountTo: '99.99' }))).toEqual([
      'amountTo: validation.rangeOrder',
    ]);
    expect(issues(list({ amountFrom: '100', amountTo: 'x' }))).toEqual(['amountTo: validation.money']);
    expect(issues(list({ createdFrom: '2026-02-01', createdTo: '2026-01-31T23:59:59Z' }))).toEqual([
      'createdTo: validation.rangeOrder',
    ]);
    expect(issues(list({ createdFrom: '2026-02-01', createdTo: '2026-02-30' }))).toEqual([
      'createdTo: validation.dateTime',
    ]);
    expect(
      list({ createdFrom: '2026-02-01', createdTo: '2026-02-01', amountFrom: '1', amountTo: '1' }).success,
    ).toBe(true);
  });

  // Every call of the registry: a malformed bound of any From/To or Min/Max pair is a field error, never a throw.
  const pairs = allCalls.flatMap((def) => {
    const shape = (def.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    return Object.keys(shape)
      .filter((key) => /(From|Min)$/.test(key))
      .map((from) => [def.name, from, from.replace(/From$/, 'To').replace(/Min$/, 'Max'), def] as const)
      .filter(([, , to]) => to in shape);
  });

  it('finds the paired filters', () => {
    expect(pairs.length).toBeGreaterThan(5);
  });

  it.each(pairs)('%s: %s–%s with a malformed upper bound is a field error', (_name, from, to, def) => {
    for (const bad of ['1元', 'x', '1.234', '2026-13-01']) {
      const result = def.input.safeParse({ [from]: '1', [to]: bad });
      expect(issues(result).some((line) => line.startsWith(`${to}: `))).toBe(true);
    }
  });
});
