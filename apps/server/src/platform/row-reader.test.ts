import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowReader } from './row-reader';

const things = pgTable('things', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  count: integer('count').notNull(),
  ownerId: bigint('owner_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const owners = pgTable('owners', { id: bigint('id', { mode: 'number' }), name: text('name') });

const thingSchema = z.object({
  thingId: z.string(),
  name: z.string(),
  count: z.number().int(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  label: z.string(),
});

describe('rowReader', () => {
  const reader = rowReader(
    thingSchema,
    things,
    { thingId: things.id, ownerName: owners.name, label: things.name },
    { label: (name: string) => `#${name}` },
  );

  it("selects each field of the row: the table's column of its name, else the one named for it", () => {
    expect(reader.columns).toEqual({
      thingId: things.id,
      name: things.name,
      count: things.count,
      ownerId: things.ownerId,
      ownerName: owners.name,
      createdAt: things.createdAt,
      label: things.name,
    });
  });

  it('maps times to ISO text, numbers to text where the schema wants text, and the converted fields', () => {
    const row = reader.toRow({
      thingId: 7,
      name: 'bolt',
      count: 3,
      ownerId: null,
      ownerName: null,
      createdAt: new Date('2026-01-05T01:00:00.000Z'),
      label: 'bolt',
    });
    expect(row).toEqual({
      thingId: '7',
      name: 'bolt',
      count: 3,
      ownerId: null,
      ownerName: null,
      createdAt: '2026-01-05T01:00:00.000Z',
      label: '#bolt',
    });
    expect(thingSchema.parse(row)).toEqual(row);
  });

  it('reads a field computed from several columns named together, through its converter', () => {
    const spanSchema = z.object({ thingId: z.string(), span: z.string() });
    const spanReader = rowReader(
      spanSchema,
      things,
      { thingId: things.id, span: { name: things.name, count: things.count } },
      { span: ({ name, count }: { name: string; count: number }) => `${count} × ${name}` },
    );
    expect(spanReader.columns.span).toEqual({ name: things.name, count: things.count });
    expect(spanReader.toRow({ thingId: 7, span: { name: 'bolt', count: 3 } })).toEqual({
      thingId: '7',
      span: '3 × bolt',
    });
  });

  it('maps digits to a number where the schema wants a number (a count, a status kept as text)', () => {
    const countSchema = z.object({
      name: z.string(),
      count: z.number().int(),
      ownerId: z.string().nullable(),
    });
    const countReader = rowReader(countSchema, things);
    expect(countReader.toRow({ name: '12', count: '12', ownerId: '5' })).toEqual({
      name: '12',
      count: 12,
      ownerId: '5',
    });
    expect(countReader.toRow({ name: 'x', count: 'twelve', ownerId: null })).toEqual({
      name: 'x',
      count: 'twelve',
      ownerId: null,
    });
  });

  it('reads a nullable time as null or ISO text, and one column into two fields', () => {
    const timesSchema = z.object({ createdAt: z.string().nullable(), name: z.string(), label: z.string() });
    const timesReader = rowReader(timesSchema, things, { label: things.name });
    expect(timesReader.columns).toEqual({
      createdAt: things.createdAt,
      name: things.name,
      label: things.name,
    });
    expect(timesReader.toRow({ createdAt: null, name: 'bolt', label: 'bolt' })).toEqual({
      createdAt: null,
      name: 'bolt',
      label: 'bolt',
    });
  });

  it('refuses a field of the row that is no column of the table and is not named', () => {
    expect(() => rowReader(thingSchema, things)).toThrow('rowReader: thingId is no column of things');
  });
});
