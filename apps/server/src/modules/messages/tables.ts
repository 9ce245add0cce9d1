import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { users } from '../identity/shared-tables';

/** Audience of a platform-wide message: everyone, visitors included (umc-platform-messages.ts). */
export const EVERYONE = 'all';

/**
 * A site message as written once (SPEC §3 message). A personal one (audience user/org/role) gives each
 * recipient an inbox row when sent; a platform-wide one (audience 'all') gets none: every signed-in user sees
 * it until they delete it, and visitors read it on the storefront.
 */
export const siteMessages = pgTable(
  'site_messages',
  {
    id: identityId(),
    /** Dictionary MESSAGE_KIND: the title's prefix. */
    kind: varchar('kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    body: text('body').notNull(),
    bodyEn: text('body_en').notNull(),
    /** The back-office address of the record the message is about. */
    link: varchar('link', { length: 300 }),
    /** Who it was sent to, as given: 'user:<id>', 'org:<id>', 'role:<code>', or 'all' (EVERYONE). */
    audience: varchar('audience', { length: 120 }).notNull(),
    /** The operator who sent a platform-wide message (null for the program's own notices). */
    sentBy: idRef('sent_by').references(() => users.id),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [
    // A record's messages are found by its link (an order's "messages sent").
    index('site_messages_link_idx').on(t.link),
    // The platform-wide ones, newest first: the visitors' list and every inbox.
    index('site_messages_everyone_idx').on(t.createdAt.desc()).where(sql`audience = 'all'`),
  ],
);

/**
 * One user's state of a message: read or not, deleted or not. A personal message's row is written when it
 * is sent; a platform-wide message's only when the user first reads or deletes it (no row: unread). One row
 * per message and user; deleting keeps the row with `deleted_at`, so a deleted platform-wide message stays
 * gone for that user; withdrawing a message removes its rows (cascade).
 */
export const messageInbox = pgTable(
  'message_inbox',
  {
    id: identityId(),
    messageId: idRef('message_id')
      .notNull()
      .references(() => siteMessages.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestampTz('read_at'),
    deletedAt: timestampTz('deleted_at'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('message_inbox_message_user_idx').on(t.messageId, t.userId),
    index('message_inbox_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('message_inbox_user_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);
