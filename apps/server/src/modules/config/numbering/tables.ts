import { bigint, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { idRef, timestampTz } from '../../../db/columns';
import { users } from '../../identity/shared-tables';

/**
 * An operator's change to a document numbering rule (platform/numbering.ts); a kind without a row numbers by
 * the default its domain declares. The rule page comes with the configuration screens.
 */
export const numberingRules = pgTable('numbering_rules', {
  /** The kind a domain declares with defineNumbering ('order', 'parentOrder', 'shipment', …). */
  kind: varchar('kind', { length: 40 }).primaryKey(),
  prefix: varchar('prefix', { length: 8 }).notNull(),
  /** NUMBERING_DATE_PATTERNS: the date written after the prefix, '' for none. */
  datePattern: varchar('date_pattern', { length: 8 }).notNull(),
  /** Digits of the sequence at least (it grows past them rather than repeating). */
  sequenceLength: smallint('sequence_length').notNull(),
  /** NUMBERING_RESETS: when the sequence starts again at 1. */
  reset: varchar('reset', { length: 8 }).notNull(),
  updatedByUserId: idRef('updated_by_user_id').references(() => users.id),
  updatedAt: timestampTz('updated_at').notNull(),
});

/**
 * The last sequence number given per kind and period (the business day, month or year the rule resets
 * with; '' when it never resets). Taken by an upsert that holds the row until the transaction ends, so two
 * transactions, in one process or several, never get the same number, and a rolled-back one gives its
 * number back.
 */
export const numberingCounters = pgTable(
  'numbering_counters',
  {
    kind: varchar('kind', { length: 40 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.period] })],
);
