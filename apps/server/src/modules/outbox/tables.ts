import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, timestampTz } from '../../db/columns';

/**
 * Every message out of the system (SMS codes, e-mail), kept whether or not a transport delivered it: with
 * nothing configured this table is where messages go (operators read it on the outbox page).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: identityId(),
    /** OUTBOX_CHANNEL: sms, email. */
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 100 }).notNull(),
    /** CODE_PURPOSE or another sender's purpose. */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    /** OUTBOX_STATUS: kept, queued, sent, failed. */
    status: varchar('status', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: 500 }),
    createdAt: timestampTz('created_at').notNull(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(t.recipient),
  ],
);
