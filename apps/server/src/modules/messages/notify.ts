import type { Bilingual, MessageKind } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { now } from '../../platform/clock';
import { roles, userRoles } from '../access/shared-tables';
import { users } from '../identity/shared-tables';
import { messageInbox, siteMessages } from './tables';

/** Who gets a message: one user, every active user of an organisation, or of a role. */
export type Recipients = { userId: number } | { orgId: number } | { roleCode: string };

export interface Notice {
  to: Recipients;
  kind: MessageKind;
  title: Bilingual;
  body: Bilingual;
  /** The back-office address of the record, e.g. `/index/brandDetail?brandId=3`. */
  link?: string;
}

function audienceOf(to: Recipients): string {
  if ('userId' in to) return `user:${to.userId}`;
  if ('orgId' in to) return `org:${to.orgId}`;
  return `role:${to.roleCode}`;
}

async function recipientIds(tx: Tx, to: Recipients): Promise<number[]> {
  if ('userId' in to) return [to.userId];
  const active = eq(users.status, 1);
  const rows =
    'orgId' in to
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(active, eq(users.orgId, to.orgId)))
      : await tx
          .selectDistinct({ id: users.id })
          .from(users)
          .innerJoin(userRoles, eq(userRoles.userId, users.id))
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(and(active, eq(roles.roleCode, to.roleCode)));
  return rows.map((r) => r.id);
}

const isInAppLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * Sends a site message in the caller's transaction, so that an event and its message commit (or roll back)
 * together. Each recipient gets a copy of their own to read or delete. Returns how many got it.
 */
export async function notify(tx: Tx, notice: Notice, at: Date = now()): Promise<number> {
  if (notice.link !== undefined && !isInAppLink(notice.link)) {
    throw new Error(`message link must be an address inside the app: ${notice.link}`);
  }
  const ids = await recipientIds(tx, notice.to);
  if (ids.length === 0) return 0;
  const [message] = await tx
    .insert(siteMessages)
    .values({
      kind: notice.kind,
      title: notice.title['zh-CN'],
      titleEn: notice.title['en-US'],
      body: notice.body['zh-CN'],
      bodyEn: notice.body['en-US'],
      link: notice.link ?? null,
      audience: audienceOf(notice.to),
      createdAt: at,
    })
    .returning({ id: siteMessages.id });
  await tx
    .insert(messageInbox)
    .values(ids.map((userId) => ({ messageId: message.id, userId, createdAt: at })));
  return ids.length;
}
