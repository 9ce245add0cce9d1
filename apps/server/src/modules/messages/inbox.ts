import type { Locale, MessageKind, Page, queryMessageList, SiteMessage } from '@procuremart/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { now } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { notFoundError, throwIfNotFound } from '../../platform/errors';
import { isoText, parseId } from '../../platform/ids';
import { custom, defineListQuery, equals, runList } from '../../platform/lists';
import { messageInbox, siteMessages } from './tables';

type Query = ParsedInput<typeof queryMessageList>;
type ScopedQuery = Query & { userId: number };

const inboxColumns = { inbox: messageInbox, message: siteMessages };

function toMessage(
  row: { inbox: typeof messageInbox.$inferSelect; message: typeof siteMessages.$inferSelect },
  locale: Locale,
): SiteMessage {
  const { inbox, message } = row;
  const english = locale === 'en-US';
  return {
    messageId: String(inbox.id),
    kind: message.kind as MessageKind,
    title: english ? message.titleEn : message.title,
    body: english ? message.bodyEn : message.body,
    link: message.link,
    read: inbox.readAt !== null,
    createdAt: isoText(inbox.createdAt),
  };
}

const inboxList = (locale: Locale) =>
  defineListQuery<ScopedQuery>()({
    rows: (db) =>
      db
        .select(inboxColumns)
        .from(messageInbox)
        .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
        .$dynamic(),
    count: (db) =>
      db
        .select({ total: count() })
        .from(messageInbox)
        .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
        .$dynamic(),
    filters: {
      userId: equals(messageInbox.userId),
      readFlag: custom<0 | 1>((flag) =>
        flag === 1 ? isNotNull(messageInbox.readAt) : isNull(messageInbox.readAt),
      ),
      kind: equals(siteMessages.kind),
    },
    sorts: { createdAt: messageInbox.createdAt },
    defaultOrder: [desc(messageInbox.createdAt)],
    tieBreaker: messageInbox.id,
    map: (row) => toMessage(row, locale),
  });

const lists = { 'zh-CN': inboxList('zh-CN'), 'en-US': inboxList('en-US') };

/** The actor's own messages, never anyone else's, whatever the input says. */
export function listMessages(db: Db, actor: Actor, query: Query, locale: Locale): Promise<Page<SiteMessage>> {
  return runList(db, lists[locale], { ...query, userId: actor.userId });
}

export async function unreadCount(db: Db, actor: Actor): Promise<{ count: number }> {
  const [row] = await db
    .select({ total: count() })
    .from(messageInbox)
    .where(and(eq(messageInbox.userId, actor.userId), isNull(messageInbox.readAt)));
  return { count: Number(row?.total ?? 0) };
}

/** One of the actor's messages, marked read; someone else's is not found. */
export async function readMessage(
  tx: Tx,
  actor: Actor,
  messageId: string,
  locale: Locale,
): Promise<SiteMessage> {
  const id = parseId(messageId);
  const own = and(eq(messageInbox.id, id), eq(messageInbox.userId, actor.userId));
  await tx
    .update(messageInbox)
    .set({ readAt: now() })
    .where(and(own, isNull(messageInbox.readAt)));
  const [row] = await tx
    .select(inboxColumns)
    .from(messageInbox)
    .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
    .where(own);
  return toMessage(throwIfNotFound(row), locale);
}

/** The ids as inbox ids, refusing the whole request when one is not the actor's. */
async function ownIds(tx: Tx, actor: Actor, messageIds: readonly string[]): Promise<number[]> {
  const ids = [...new Set(messageIds.map(parseId))];
  const rows = await tx
    .select({ id: messageInbox.id })
    .from(messageInbox)
    .where(and(inArray(messageInbox.id, ids), eq(messageInbox.userId, actor.userId)));
  if (rows.length !== ids.length) throw notFoundError();
  return ids;
}

export async function markRead(
  tx: Tx,
  actor: Actor,
  input: { messageIds?: string[]; all?: boolean },
): Promise<{ count: number }> {
  const unread = and(eq(messageInbox.userId, actor.userId), isNull(messageInbox.readAt));
  const which = input.all
    ? unread
    : and(unread, inArray(messageInbox.id, await ownIds(tx, actor, input.messageIds ?? [])));
  const marked = await tx
    .update(messageInbox)
    .set({ readAt: now() })
    .where(which)
    .returning({ id: messageInbox.id });
  return { count: marked.length };
}

export async function deleteMessages(
  tx: Tx,
  actor: Actor,
  messageIds: readonly string[],
): Promise<{ count: number }> {
  const ids = await ownIds(tx, actor, messageIds);
  const deleted = await tx
    .delete(messageInbox)
    .where(and(eq(messageInbox.userId, actor.userId), inArray(messageInbox.id, ids)))
    .returning({ id: messageInbox.id });
  return { count: deleted.length };
}
