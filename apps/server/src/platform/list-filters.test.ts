import { bilingual, defineFilters, defineGlossary, filter, listInput } from '@procuremart/contract';
import { asc, count, sql } from 'drizzle-orm';
import { bigint, boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { timestampTz } from '../db/columns';
import { createTestDatabase } from '../testing/test-app';
import { InputError, parseInput } from './input';
import { filtersOf } from './list-filters';
import { defineListQuery, runList } from './lists';

// Filters declared once in the contract: the input schema refuses bad input with a specific message, and the
// server's condition follows from each filter's kind.

const probes = pgTable('list_filter_probes', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  parentId: bigint('parent_id', { mode: 'number' }),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  status: text('status').notNull(),
  level: integer('level').notNull(),
  active: boolean('active').notNull(),
  amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

const glossary = defineGlossary('probe.field', {
  name: bilingual('名称', 'Name'),
  status: bilingual('状态', 'Status'),
  level: bilingual('层级', 'Level'),
  active: bilingual('启用', 'Active'),
  ownerId: bilingual('负责人', 'Owner'),
  nodeId: bilingual('节点', 'Node'),
  amount: bilingual('金额', 'Amount'),
  createdAt: bilingual('创建时间', 'Created at'),
});
const probeFilters = defineFilters(glossary, {
  name: filter.text(10),
  status: filter.dict('ORDER_STATUS'),
  level: filter.choices([1, 2, 3]),
  active: filter.flag(),
  ownerId: filter.pick(),
  nodeId: filter.tree(),
  amount: filter.amountRange('amountFrom', 'amountTo'),
  createdAt: filter.dateRange('createdFrom', 'createdTo'),
});
const probeInput = listInput(probeFilters, ['name'] as const);
type Query = ReturnType<typeof probeInput.parse>;

const probeList = defineListQuery<Query>()({
  rows: (db) => db.select().from(probes).$dynamic(),
  count: (db) => db.select({ total: count() }).from(probes).$dynamic(),
  filters: filtersOf(
    { input: probeInput },
    {
      name: [probes.name, probes.nameEn],
      status: probes.status,
      level: probes.level,
      active: probes.active,
      ownerId: probes.parentId,
      nodeId: { column: probes.id, tree: { table: probes, id: probes.id, parentId: probes.parentId } },
      amount: probes.amount,
      createdAt: probes.createdAt,
    },
  ),
  sorts: { name: probes.name },
  defaultOrder: [asc(probes.id)],
  tieBreaker: probes.id,
  map: (row) => row.name,
});

// id, parent, name, name_en, status, level, active, amount, created at
const rows = [
  [1, null, '办公用品', 'Office', '01', 1, true, '10.00', '2026-01-01T00:00:00Z'],
  [2, 1, '文具', 'Stationery', '02', 2, true, '20.50', '2026-01-02T00:00:00Z'],
  [3, 2, '订书机', 'Stapler', '07', 3, false, '20.51', '2026-01-03T00:00:00Z'],
  [4, null, '电脑', 'Computers', '07', 1, true, '0.00', '2026-01-04T00:00:00Z'],
] as const;

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await db.execute(sql`create table list_filter_probes (
    id bigint primary key, parent_id bigint, name text not null, name_en text not null, status text not null,
    level integer not null, active boolean not null, amount numeric(20,2) not null, created_at timestamptz not null)`);
  await db.insert(probes).values(
    rows.map(([id, parentId, name, nameEn, status, level, active, amount, createdAt]) => ({
      id,
      parentId,
      name,
      nameEn,
      status,
      level,
      active,
      amount,
      createdAt: new Date(createdAt),
    })),
  );
});
afterAll(() => dispose());

/** The names the list answers for a request body, parsed as the call would parse it. */
const names = async (body: object) =>
  (await runList(db, probeList, parseInput(probeInput, { pageSize: 50, ...body }))).rows;

/** The field and message key of each problem the body is refused with. */
function refusal(body: object) {
  try {
    parseInput(probeInput, body);
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => `${p.field}: ${p.messageKey}`);
    throw error;
  }
  return [];
}

describe('filters declared once', () => {
  it('carry their label from the glossary and their limits into the input schema', () => {
    const name = probeFilters.filters.find((f) => f.name === 'name');
    expect(name).toMatchObject({ kind: 'text', maxLength: 10, labelKey: 'probe.field.name' });
    expect(name && 'label' in name && name.label['en-US']).toBe('Name');
    expect(Object.keys(probeInput.shape)).toEqual(
      expect.arrayContaining(['amountFrom', 'amountTo', 'createdFrom', 'createdTo', 'nodeId']),
    );
  });

  it('text: contained in any of its columns, case-insensitively; longer than declared is refused', async () => {
    expect(await names({ name: 'sta' })).toEqual(['文具', '订书机']);
    expect(await names({ name: '文具' })).toEqual(['文具']);
    expect(await names({ name: '  ' })).toEqual(['办公用品', '文具', '订书机', '电脑']);
    expect(refusal({ name: '12345678901' })).toEqual(['name: validation.maxLength']);
  });

  it('dictionary: equal to a code; a code the dictionary does not hold is refused', async () => {
    expect(await names({ status: '07' })).toEqual(['订书机', '电脑']);
    expect(refusal({ status: '42' })).toEqual(['status: validation.unknownCode']);
  });

  it('choices: any of the values picked; an unknown value is refused', async () => {
    expect(await names({ level: [2, 3] })).toEqual(['文具', '订书机']);
    expect(await names({ level: [] })).toHaveLength(4);
    expect(refusal({ level: [4] })).toEqual(['level.0: validation.unknownCode']);
  });

  it('flag and pick: equal; a malformed id is refused', async () => {
    expect(await names({ active: false })).toEqual(['订书机']);
    expect(await names({ ownerId: '1' })).toEqual(['文具']);
    expect(refusal({ ownerId: 'x1' })).toEqual(['ownerId: validation.invalid']);
  });

  it('tree: the node picked and every node under it', async () => {
    expect(await names({ nodeId: '1' })).toEqual(['办公用品', '文具', '订书机']);
    expect(await names({ nodeId: '2' })).toEqual(['文具', '订书机']);
    expect(await names({ nodeId: '4' })).toEqual(['电脑']);
  });

  it('ranges: inclusive, either bound optional; a reversed range is refused on its upper bound', async () => {
    expect(await names({ amountFrom: '10', amountTo: '20.5' })).toEqual(['办公用品', '文具']);
    expect(await names({ amountFrom: '20.51' })).toEqual(['订书机']);
    expect(await names({ createdFrom: '2026-01-02T00:00:00Z', createdTo: '2026-01-03T00:00:00Z' })).toEqual([
      '文具',
      '订书机',
    ]);
    expect(refusal({ amountFrom: '20', amountTo: '10' })).toEqual(['amountTo: validation.rangeOrder']);
    expect(refusal({ createdFrom: '2026-02-01', createdTo: '2026-01-31' })).toEqual([
      'createdTo: validation.rangeOrder',
    ]);
    expect(refusal({ amountFrom: '1.234' })).toEqual(['amountFrom: validation.money']);
  });

  it('a filter the list did not declare is refused, not ignored', () => {
    expect(refusal({ colour: 'red' })).toEqual(['colour: validation.unknownField']);
  });
});
