import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';

/** Who did what to which record, when, and how it ended. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: identityId(),
    userId: idRef('user_id'),
    username: varchar('username', { length: 50 }),
    action: varchar('action', { length: 80 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 40 }),
    /** The target's number or name when the call was made (an order number, a username, a SKU's name). */
    targetName: varchar('target_name', { length: 200 }),
    /** The call's coded outcome (its audit `outcomes`): approved or rejected, cancelled or applied, … */
    outcome: varchar('outcome', { length: 40 }),
    result: varchar('result', { length: 10 }).$type<'success' | 'failure'>().notNull(),
    detail: text('detail').notNull().default(''),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [
    index('operation_logs_created_at_idx').on(t.createdAt),
    index('operation_logs_username_idx').on(t.username),
  ],
);

/** Every state-machine transition of every record: the timeline on detail pages. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: identityId(),
    machine: varchar('machine', { length: 40 }).notNull(),
    targetId: idRef('target_id').notNull(),
    fromStatus: varchar('from_status', { length: 20 }).notNull(),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    userId: idRef('user_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [index('status_history_target_idx').on(t.machine, t.targetId)],
);
