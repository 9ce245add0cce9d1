import { defineFilters, defineGlossary, ErrorCode, filter, MAX_PAGE_SIZE } from '@procuremart/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import { bigint, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { timestampTz } from '../db/columns';
import { createTestDatabase } from '../testing/test-app';
import { BusinessError } from './errors';
import { filtersOf } from './list-filters';
import { between, customInput, defineListQuery, escapeLike, inList, readRecord, runList } from './lists';

const probes = pgTable('list_builder_probes', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  status: integer('status').notNull(),
  amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

type ProbeQuery = {
  pageNo: number;
  pageSize: number;
  sort?: { field: 'name' | 'status' | 'amount'; order: 'ASC' | 'DESC' };
  name?: string;
  status?: number;
  statuses?: number[];
  amount?: { from?: string; to?: string };
  from?: string;
  to?: string;
  onlyOdd?: boolean;
};

// The name and status filters are declared (a text and a choice): their operators follow from the kinds.
const probeFilterSet = defineFilters(
  defineGlossary('probe.field', {
    name: { 'zh-CN': '名称', 'en-US': 'Name' },
    status: { 'zh-CN': '状态', 'en-US': 'Status' },
  }),
  { name: filter.text(60), status: filter.choice([1, 2, 3]) },
);

const probeList = defineListQuery<ProbeQuery>()({
  rows: (db) => db.select().from(probes).$dynamic(),
  count: (db) => db.select({ total: count() }).from(probes).$dynamic(),
  filters: {
    ...filtersOf(
      { input: { filterSet: probeFilterSet } },
      { name: [probes.name, probes.nameEn], status: probes.status },
    ),
    statuses: inList(probes.status),
    amount: between(probes.amount, 'amount'),
    createdAt: between(probes.createdAt, 'date', { from: 'from', to: 'to' }),
    odd: customInput((input: ProbeQuery) => (input.onlyOdd ? sql`${probes.id} % 2 = 1` : undefined)),
  },
  sorts: { name: probes.name, status: probes.status, amount: probes.amount },
  defaultOrder: [asc(probes.createdAt)],
  tieBreaker: probes.id,
  map: (row) => ({ id: row.id, name: row.name, status: row.status, amount: row.amount }),
});

const named = [
  ['100% cotton', 'Cotton shirt', 1, '10.00', '2026-01-01T00:00:00Z'],
  ['1000 cotton', 'COTTON towel', 2, '20.50', '2026-01-02T00:00:00Z'],
  ['a_b', 'underscore', 3, '20.51', '2026-01-03T00:00:00Z'],
  ['axb', 'no underscore', 1, '9.99', '2026-01-04T00:00:00Z'],
  ['back\\slash', 'backslash', 2, '0.00', '2026-01-05T12:00:00Z'],
] as const;
const FILLER = 245;

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await db.execute(sql`create table list_builder_probes (
    id bigint primary key, name text not null, name_en text not null, status integer not null,
    amount numeric(20,2) not null, created_at timestamptz not null)`);
  await db.insert(probes).values(
    named.map(([name, nameEn, status, amount, createdAt], index) => ({
      id: index + 1,
      name,
      nameEn,
      status,
      amount,
      createdAt: new Date(createdAt),
    })),
  );
  // Filler rows share few statuses so that sorting by status needs the tie-breaker.
  await db.execute(sql`insert into list_builder_probes
    select 100 + n, 'filler ' || lpad(n::text, 3, '0'), '', 4 + n % 3, '1.00', '2025-06-01T00:00:00Z'
    from generate_series(1, ${FILLER}) as n`);
});
afterAll(() => dispose());

const list = (input: Partial<ProbeQuery>) => runList(db, probeList, { pageNo: 1, pageSize: 50, ...input });
const names = async (input: Partial<ProbeQuery>) => (await list(input)).rows.map((row) => row.name);

describe('list builder', () => {
  it("reads one record as its list row, within the list's condition (E404 outside it)", async () => {
    expect(await readRecord(db, probeList, eq(probes.id, 3))).toEqual({
      id: 3,
      name: 'a_b',
      status: 3,
      amount: '20.51',
    });
    const oddOnly = { ...probeList, where: sql`${probes.id} % 2 = 1` };
    await expect(readRecord(db, oddOnly, eq(probes.id, 2))).rejects.toMatchObject({
      code: ErrorCode.notFound,
    });
    await expect(readRecord(db, probeList, eq(probes.id, 99))).rejects.toMatchObject({
      code: ErrorCode.notFound,
      messageKey: 'error.notFound',
    });
    const probeNotFound = () => new BusinessError(ErrorCode.notFound, 'brandAuth.notFound');
    await expect(readRecord(db, oddOnly, eq(probes.id, 2), probeNotFound)).rejects.toMatchObject({
      code: ErrorCode.notFound,
      messageKey: 'brandAuth.notFound',
    });
  });

  it('escapes % _ and \\ in contains filters, case-insensitively over several columns', async () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
    expect(await names({ name: '100%' })).toEqual(['100% cotton']);
    expect(await names({ name: 'a_b' })).toEqual(['a_b']);
    expect(await names({ name: '\\' })).toEqual(['back\\slash']);
    expect(await names({ name: 'cotton' })).toEqual(['100% cotton', '1000 cotton']);
    expect(await names({ name: 'TOWEL' })).toEqual(['1000 cotton']);
    expect((await list({ name: '' })).total).toBe(named.length + FILLER);
  });

  it('filters amounts and dates between inclusive bounds, either bound optional', async () => {
    expect(await names({ amount: { from: '10', to: '20.5' } })).toEqual(['100% cotton', '1000 cotton']);
    expect(await names({ amount: { from: '20.5' } })).toEqual(['1000 cotton', 'a_b']);
    expect(await names({ amount: { to: '0' } })).toEqual(['back\\slash']);
    expect(await names({ from: '2026-01-02T00:00:00Z', to: '2026-01-04T00:00:00Z' })).toEqual([
      '1000 cotton',
      'a_b',
      'axb',
    ]);
    expect(await names({ from: '2026-01-04T00:00:00Z' })).toEqual(['axb', 'back\\slash']);
    expect((await list({ to: '2025-12-31T00:00:00Z' })).total).toBe(FILLER);
    // An unparsable date is no bound at all.
    expect((await list({ from: 'not a date' })).total).toBe(named.length + FILLER);
  });

  it('filters by equality, by an in-list (empty = no filter) and by custom SQL, and counts the match', async () => {
    expect(await names({ status: 2 })).toEqual(['1000 cotton', 'back\\slash']);
    const inList = await list({ statuses: [1, 3] });
    expect(inList.rows.map((row) => row.name)).toEqual(['100% cotton', 'a_b', 'axb']);
    expect(inList.total).toBe(3);
    expect((await list({ statuses: [] })).total).toBe(named.length + FILLER);
    expect(await names({ onlyOdd: true, statuses: [1, 2, 3] })).toEqual([
      '100% cotton',
      'a_b',
      'back\\slash',
    ]);
  });

  it('sorts by an allow-listed field with a unique tie-breaker, so pages never overlap or skip', async () => {
    const all = await list({ pageSize: MAX_PAGE_SIZE, sort: { field: 'status', order: 'DESC' } });
    const seen: number[] = [];
    for (let pageNo = 1; pageNo <= 13; pageNo++) {
      const page = await list({ pageNo, pageSize: 20, sort: { field: 'status', order: 'DESC' } });
      seen.push(...page.rows.map((row) => row.id));
    }
    expect(seen).toHaveLength(named.length + FILLER);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, MAX_PAGE_SIZE)).toEqual(all.rows.map((row) => row.id));
    // Equal statuses come in the tie-breaker's order, in the sort's direction.
    const sixes = all.rows.filter((row) => row.status === 6).map((row) => row.id);
    expect(sixes).toEqual([...sixes].sort((a, b) => b - a));
    const byAmount = await list({
      sort: { field: 'amount', order: 'ASC' },
      pageSize: 3,
      statuses: [1, 2, 3],
    });
    expect(byAmount.rows.map((row) => row.amount)).toEqual(['0.00', '9.99', '10.00']);
  });

  it('caps the page size at MAX_PAGE_SIZE and reports the page it served', async () => {
    const page = await list({ pageNo: 1, pageSize: MAX_PAGE_SIZE + 300 });
    expect(page.rows).toHaveLength(MAX_PAGE_SIZE);
    expect(page).toMatchObject({ total: named.length + FILLER, pageNo: 1, pageSize: MAX_PAGE_SIZE });
    const last = await list({ pageNo: 2, pageSize: MAX_PAGE_SIZE });
    expect(last.rows).toHaveLength(named.length + FILLER - MAX_PAGE_SIZE);
    const beyond = await list({ pageNo: 9, pageSize: MAX_PAGE_SIZE });
    expect(beyond).toMatchObject({ rows: [], total: named.length + FILLER });
  });
});
