import { sql } from 'drizzle-orm';
import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { users } from '../identity/tables';

/** A site message as written once (SPEC §3 message); its recipients get it in their inbox. */
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
    /** Who it was sent to, as given: 'user:<id>', 'org:<id>' or 'role:<code>'. */
    audience: varchar('audience', { length: 120 }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  // A record's messages are found by its link (an order's "messages sent").
  (t) => [index('site_messages_link_idx').on(t.link)],
);

/** One recipient's copy: read or not, deleted by removing the row. */
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
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [
    index('message_inbox_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('message_inbox_user_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);
