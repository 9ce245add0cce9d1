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

  it('refuses a field of the row that is no column of the table and is not named', () => {
    expect(() => rowReader(thingSchema, things)).toThrow('rowReader: thingId is no column of things');
  });
});
