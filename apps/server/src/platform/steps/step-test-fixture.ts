import { bilingual, defineAuditTarget, defineEvent, defineMachine } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Actor } from '../actor';
import { notFoundError } from '../errors';
import { bindMachine } from './machine-binding';

/** A small machine over a table of its own, for the step engine's tests. */
export const reviewMachine = defineMachine({
  name: 'review',
  states: { draft: 'd', submitted: 's', rejected: 'r' } as Record<'draft' | 'submitted' | 'rejected', string>,
  initial: ['draft'],
  final: ['rejected'],
  transitions: [
    { from: 'draft', event: 'submit', to: 'submitted', who: ['purchaser'], guard: 'throwIfLocked' },
    {
      from: 'submitted',
      event: 'reject',
      to: 'rejected',
      who: ['operator'],
      permission: 'reviewManage',
      remark: 'required',
    },
    { from: 'submitted', event: 'expire', to: 'rejected', who: ['system'] },
  ],
  audit: {
    target: defineAuditTarget('review', bilingual('评审', 'Review')),
    events: {
      submit: bilingual('提交', 'Submit'),
      reject: bilingual('驳回', 'Reject'),
      expire: bilingual('过期', 'Expire'),
    },
    states: {
      draft: bilingual('草稿', 'Draft'),
      submitted: bilingual('已提交', 'Submitted'),
      rejected: bilingual('已驳回', 'Rejected'),
    },
  },
});

export const reviews = pgTable('step_test_reviews', {
  id: integer('id').primaryKey(),
  status: varchar('status', { length: 20 }).notNull(),
  version: integer('version').notNull(),
  ownerId: integer('owner_id').notNull(),
  locked: integer('locked').notNull(),
  reason: varchar('reason', { length: 200 }).notNull(),
});

export const reviewSubmitted = defineEvent<{ reviewId: number }>('review.submitted');

export const reviewSteps = bindMachine({
  machine: reviewMachine,
  table: reviews,
  id: reviews.id,
  status: reviews.status,
  version: reviews.version,
  notFound: notFoundError,
  // A purchaser steps its own reviews only; operators and the system every one.
  scope: (taker) => (taker.kind === 'purchaser' ? sql`${reviews.ownerId} = ${taker.userId}` : undefined),
  stamp: ({ remark }) => ({ reason: remark }),
  facts: async (_tx, row) => ({ locked: row.locked === 1 }),
  guards: { throwIfLocked: ({ locked }) => (locked ? 'order.onlyBuyer' : null) },
  events: ({ row, to }) => (to === 'submitted' ? [reviewSubmitted.of({ reviewId: row.id })] : []),
});

export async function createReviews(
  db: Db,
  rows: { id: number; status: string; ownerId?: number; locked?: boolean }[],
) {
  await db.execute(sql`create table if not exists step_test_reviews (
    id integer primary key, status varchar(20) not null, version integer not null, owner_id integer not null,
    locked integer not null, reason varchar(200) not null)`);
  await db.execute(sql`truncate step_test_reviews`);
  await db.insert(reviews).values(
    rows.map((r) => ({
      id: r.id,
      status: r.status,
      version: 1,
      ownerId: r.ownerId ?? 1,
      locked: r.locked ? 1 : 0,
      reason: '',
    })),
  );
}

export const actor = (kind: Actor['kind'], menuCodes: string[] = [], userId = 1): Actor => ({
  userId,
  username: `tester${userId}`,
  userName: `Tester ${userId}`,
  orgName: null,
  ip: null,
  kind,
  orgId: null,
  supplierId: null,
  roles: [],
  menuCodes,
  sessionId: 'x',
});
