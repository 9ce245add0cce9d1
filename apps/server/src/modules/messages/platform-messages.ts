import {
  type Locale,
  MessageKind,
  type Page,
  type PlatformMessageAdmin,
  type PublicMessage,
  platformMessageAdminSchema,
  publicMessageSchema,
  queryPlatformMessages,
  type queryPublicMessages,
  type sendPlatformMessage,
} from '@procuremart/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { notFoundError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';
import { users } from '../identity/shared-tables';
import { EVERYONE, siteMessages } from './tables';

// Platform-wide messages: one site message with the audience 'all', no inbox rows (inbox.ts reads them
// into every signed-in user's inbox; each user's read/deleted state is a row made when they act on it).

const everyone = eq(siteMessages.audience, EVERYONE);

/** A platform-wide message as anyone reads it, in one language. */
const publicRow = (english: boolean) =>
  rowReader(publicMessageSchema, siteMessages, {
    messageId: siteMessages.id,
    title: english ? siteMessages.titleEn : siteMessages.title,
    body: english ? siteMessages.bodyEn : siteMessages.body,
  });
const publicRows = { 'zh-CN': publicRow(false), 'en-US': publicRow(true) };

const publicList = (locale: Locale) =>
  defineListQuery<ParsedInput<typeof queryPublicMessages>>()({
    rows: (db) => db.select(publicRows[locale].columns).from(siteMessages).$dynamic(),
    count: (db) => db.select({ total: count() }).from(siteMessages).$dynamic(),
    where: everyone,
    sorts: { createdAt: siteMessages.createdAt },
    defaultOrder: [desc(siteMessages.createdAt)],
    tieBreaker: siteMessages.id,
    map: publicRows[locale].toRow,
  });
const publicLists = { 'zh-CN': publicList('zh-CN'), 'en-US': publicList('en-US') };

/** What anyone may read: the platform-wide messages, newest first. */
export function listPublicMessages(
  db: Db,
  query: ParsedInput<typeof queryPublicMessages>,
  locale: Locale,
): Promise<Page<PublicMessage>> {
  return runList(db, publicLists[locale], query);
}

/** One platform-wide message; a personal one is not found (its id says nothing to a visitor). */
export async function getPublicMessage(db: Db, messageId: string, locale: Locale): Promise<PublicMessage> {
  return readRecord(db, publicLists[locale], eq(siteMessages.id, parseId(messageId)));
}

/** A platform-wide message as operators manage it: both languages and who sent it. */
const adminRow = rowReader(platformMessageAdminSchema, siteMessages, {
  messageId: siteMessages.id,
  sentBy: sql<string>`coalesce(${users.userName}, '')`,
});

const adminList = defineListQuery<ParsedInput<typeof queryPlatformMessages>>()({
  rows: (db) =>
    db
      .select(adminRow.columns)
      .from(siteMessages)
      .leftJoin(users, eq(users.id, siteMessages.sentBy))
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(siteMessages).$dynamic(),
  where: everyone,
  filters: filtersOf(queryPlatformMessages, { title: [siteMessages.title, siteMessages.titleEn] }),
  sorts: { createdAt: siteMessages.createdAt },
  defaultOrder: [desc(siteMessages.createdAt)],
  tieBreaker: siteMessages.id,
  map: adminRow.toRow,
});

/** The operators' list of what was sent. */
export const listPlatformMessages = (db: Db, query: ParsedInput<typeof queryPlatformMessages>) =>
  runList(db, adminList, query);

/** Sends a message to everyone: one row, read by visitors and in every inbox from now on. */
export async function sendToEveryone(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof sendPlatformMessage>,
): Promise<PlatformMessageAdmin> {
  const [message] = await tx
    .insert(siteMessages)
    .values({
      kind: MessageKind.platform,
      ...input,
      link: null,
      audience: EVERYONE,
      sentBy: actor.userId,
      createdAt: now(),
    })
    .returning({ id: siteMessages.id });
  return readRecord(tx, adminList, eq(siteMessages.id, message.id));
}

/** Withdraws a platform-wide message: gone for everyone, with every user's state of it (cascade). */
export async function withdraw(tx: Tx, messageId: string): Promise<{ messageId: string }> {
  const deleted = await tx
    .delete(siteMessages)
    .where(and(eq(siteMessages.id, parseId(messageId)), everyone))
    .returning({ id: siteMessages.id });
  if (deleted.length === 0) throw notFoundError();
  return { messageId };
}
