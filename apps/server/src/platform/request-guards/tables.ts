import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

// The request guards' own rows, shared by every server process.

/** Fixed-window request counters of the rate limiter (platform/rate-limit.ts), shared by all processes. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: varchar('bucket', { length: 200 }).notNull(),
    windowStart: timestampTz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/** Signs of accepted writes (platform/replay-guard.ts): a sign is accepted once while its time is valid. */
export const acceptedSigns = pgTable(
  'accepted_signs',
  {
    sign: varchar('sign', { length: 64 }).primaryKey(),
    path: varchar('path', { length: 200 }).notNull(),
    signedAt: timestampTz('signed_at').notNull(),
  },
  (t) => [index('accepted_signs_signed_at_idx').on(t.signedAt)],
);
