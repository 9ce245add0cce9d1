import {
  type Locale,
  messageSchema,
  type Page,
  queryMessageList,
  type SiteMessage,
} from '@procuremart/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { notFoundError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { filtersOf } from '../../platform/list-filters';
import { custom, defineListQuery, readRecord, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';
import { EVERYONE, messageInbox, siteMessages } from './tables';

// A user's inbox: their personal messages (an inbox row each) and every platform-wide message (a row only
// once they read or delete it), less those they deleted. A message is named by its site message id.

type Query = ParsedInput<typeof queryMessageList>;

/** The user's state row of each message, if any (one per message and user). */
const stateOf = (userId: number) =>
  and(eq(messageInbox.messageId, siteMessages.id), eq(messageInbox.userId, userId));

/** The messages in the user's inbox: sent to them, or to everyone; not deleted by them. */
const inInbox = (userId: number): SQL =>
  and(
    sql`${siteMessages.id} in (select ${messageInbox.messageId} from ${messageInbox} where ${messageInbox.userId} = ${userId}
      union all select ${siteMessages.id} from ${siteMessages} where ${siteMessages.audience} = ${EVERYONE})`,
    isNull(messageInbox.deletedAt),
  ) as SQL;

/** A message in one language, read or not by the user whose state row is joined. */
const messageRow = (english: boolean) =>
  rowReader(messageSchema, siteMessages, {
    messageId: siteMessages.id,
    title: english ? siteMessages.titleEn : siteMessages.title,
    body: english ? siteMessages.bodyEn : siteMessages.body,
    read: sql<boolean>`${messageInbox.readAt} is not null`,
  });
const messageRows = { 'zh-CN': messageRow(false), 'en-US': messageRow(true) };

const inboxList = (locale: Locale, userId: number) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select(messageRows[locale].columns)
        .from(siteMessages)
        .leftJoin(messageInbox, stateOf(userId))
        .$dynamic(),
    count: (db) =>
      db.select({ total: count() }).from(siteMessages).leftJoin(messageInbox, stateOf(userId)).$dynamic(),
    where: inInbox(userId),
    filters: filtersOf(queryMessageList, {
      readFlag: custom<0 | 1>((flag) =>
        flag === 1 ? isNotNull(messageInbox.readAt) : isNull(messageInbox.readAt),
      ),
      kind: siteMessages.kind,
    }),
    sorts: { createdAt: siteMessages.createdAt },
    defaultOrder: [desc(siteMessages.createdAt)],
    tieBreaker: siteMessages.id,
    map: messageRows[locale].toRow,
  });

/** The actor's own messages, never anyone else's, whatever the input says. */
export function listMessages(db: Db, actor: Actor, query: Query, locale: Locale): Promise<Page<SiteMessage>> {
  return runList(db, inboxList(locale, actor.userId), query);
}

export async function unreadCount(db: Db, actor: Actor): Promise<{ count: number }> {
  const [row] = await db
    .select({ total: count() })
    .from(siteMessages)
    .leftJoin(messageInbox, stateOf(actor.userId))
    .where(and(inInbox(actor.userId), isNull(messageInbox.readAt)));
  return { count: Number(row?.total ?? 0) };
}

/** The ids of messages in the actor's inbox, refusing the whole request when one is not. */
async function ownIds(tx: Tx, actor: Actor, messageIds: readonly string[]): Promise<number[]> {
  const ids = [...new Set(messageIds.map(parseId))];
  const rows = await tx
    .select({ id: siteMessages.id })
    .from(siteMessages)
    .leftJoin(messageInbox, stateOf(actor.userId))
    .where(and(inArray(siteMessages.id, ids), inInbox(actor.userId)));
  if (rows.length !== ids.length) throw notFoundError();
  return ids;
}

/**
 * Sets the actor's state of these messages (all in their inbox): the rows of personal messages are there,
 * a platform-wide message's is made now. Answers how many changed (unread → read, or deleted).
 */
async function setState(
  tx: Tx,
  actor: Actor,
  ids: readonly number[],
  change: 'read' | 'deleted',
): Promise<number> {
  if (ids.length === 0) return 0;
  const at = now();
  const changed = await tx
    .insert(messageInbox)
    .values(
      ids.map((messageId) => ({
        messageId,
        userId: actor.userId,
        readAt: change === 'read' ? at : null,
        deletedAt: change === 'deleted' ? at : null,
        createdAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [messageInbox.messageId, messageInbox.userId],
      set: change === 'read' ? { readAt: at } : { deletedAt: at },
      setWhere: change === 'read' ? isNull(messageInbox.readAt) : isNull(messageInbox.deletedAt),
    })
    .returning({ id: messageInbox.id });
  return changed.length;
}

/** One of the actor's messages, marked read; someone else's (or one they deleted) is not found. */
export async function readMessage(
  tx: Tx,
  actor: Actor,
  messageId: string,
  locale: Locale,
): Promise<SiteMessage> {
  const [id] = await ownIds(tx, actor, [messageId]);
  await setState(tx, actor, [id], 'read');
  return readRecord(tx, inboxList(locale, actor.userId), eq(siteMessages.id, id));
}

export async function markRead(
  tx: Tx,
  actor: Actor,
  input: { messageIds?: string[]; all?: boolean },
): Promise<{ count: number }> {
  const ids = input.all
    ? (
        await tx
          .select({ id: siteMessages.id })
          .from(siteMessages)
          .leftJoin(messageInbox, stateOf(actor.userId))
          .where(and(inInbox(actor.userId), isNull(messageInbox.readAt)))
      ).map((row) => row.id)
    : await ownIds(tx, actor, input.messageIds ?? []);
  return { count: await setState(tx, actor, ids, 'read') };
}

export async function deleteMessages(
  tx: Tx,
  actor: Actor,
  messageIds: readonly string[],
): Promise<{ count: number }> {
  const ids = await ownIds(tx, actor, messageIds);
  return { count: await setState(tx, actor, ids, 'deleted') };
}
