import {
  deleteMessages,
  getMessage,
  getPublicMessage,
  getUnreadMessageCount,
  markMessagesRead,
  queryMessageList,
  queryPlatformMessages,
  queryPublicMessages,
  sendPlatformMessage,
  withdrawPlatformMessage,
} from '@procuremart/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../platform/audit/tables';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageInbox, siteMessages } from './tables';

let t: TestApp;
let operator: string;
let buyer: string;
let otherBuyer: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
  buyer = await loginAs(t.app, 'purchaser01');
  otherBuyer = await loginAs(t.app, 'purchaser02');
});
afterAll(() => t.close());

const NOTICE = {
  title: '春节期间配送安排',
  titleEn: 'Deliveries over Spring Festival',
  body: '2月10日至17日暂停配送。',
  bodyEn: 'No deliveries from 10 to 17 February.',
};
const send = async (input = NOTICE) =>
  dataOf(await call(t.app, sendPlatformMessage, input, { token: operator }));
const messageRows = async () => Number((await t.db.select({ n: count() }).from(siteMessages))[0].n);
const inbox = async (token: string) =>
  dataOf(await call(t.app, queryMessageList, { pageSize: 50 }, { token }));
const unread = async (token: string) => dataOf(await call(t.app, getUnreadMessageCount, {}, { token })).count;
const visitorList = async (locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  dataOf(await call(t.app, queryPublicMessages, {}, { locale }));
const inboxEntry = async (token: string, messageId: string) =>
  (await inbox(token)).rows.find((m) => m.messageId === messageId);

describe('platform-wide messages', () => {
  it('are sent by an operator holding the page, recorded in the operation log, refused to everyone else', async () => {
    const before = await messageRows();
    for (const username of ['operator02', 'purchaser01', 'supplier01']) {
      const token = await loginAs(t.app, username);
      expect((await call(t.app, sendPlatformMessage, NOTICE, { token })).body.code).toBe('E403');
    }
    expect((await call(t.app, sendPlatformMessage, NOTICE)).body.code).toBe('AE401');
    expect(await messageRows()).toBe(before);

    const sent = await send();
    expect(sent).toMatchObject({ ...NOTICE, sentBy: expect.any(String) });
    expect(sent.sentBy).not.toBe('');
    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(
        and(eq(operationLogs.targetType, 'platformMessage'), eq(operationLogs.targetId, sent.messageId)),
      );
    expect(log).toMatchObject({ username: 'operator01', result: 'success', targetName: NOTICE.title });
    // No inbox row per user is written when it is sent.
    const rows = await t.db
      .select()
      .from(messageInbox)
      .where(eq(messageInbox.messageId, Number(sent.messageId)));
    expect(rows).toEqual([]);
    const listed = dataOf(await call(t.app, queryPlatformMessages, { title: 'Spring' }, { token: operator }));
    expect(listed.rows.map((m) => m.messageId)).toContain(sent.messageId);
  });

  it('refuses a missing language or a title over 100 (a Chinese character counts 2), writing nothing', async () => {
    const before = await messageRows();
    const missing = await call(t.app, sendPlatformMessage, { ...NOTICE, titleEn: '  ' }, { token: operator });
    expect(missing.body).toMatchObject({ code: 'E400', data: { field: 'titleEn' } });
    const long = await call(
      t.app,
      sendPlatformMessage,
      { ...NOTICE, title: '长'.repeat(51) },
      { token: operator },
    );
    expect(long.body).toMatchObject({ code: 'E400', data: { field: 'title' } });
    const body = await call(
      t.app,
      sendPlatformMessage,
      { ...NOTICE, bodyEn: 'x'.repeat(2001) },
      { token: operator },
    );
    expect(body.body).toMatchObject({ code: 'E400', data: { field: 'bodyEn' } });
    expect(await messageRows()).toBe(before);
    // 50 Chinese characters are exactly 100.
    expect((await send({ ...NOTICE, title: '长'.repeat(50) })).title).toHaveLength(50);
  });

  it('are what a visitor reads, newest first, in their language; a personal message is not found', async () => {
    const newest = await send({ ...NOTICE, title: '最新平台消息', titleEn: 'Newest platform message' });
    const list = await visitorList();
    expect(list.rows[0]).toMatchObject({ messageId: newest.messageId, title: '最新平台消息' });
    expect(list.total).toBe(list.rows.length);
    const ids = new Set(list.rows.map((m) => Number(m.messageId)));
    const platformIds = await t.db
      .select({ id: siteMessages.id })
      .from(siteMessages)
      .where(eq(siteMessages.audience, 'all'));
    expect(ids).toEqual(new Set(platformIds.map((r) => r.id)));
    expect((await visitorList('en-US')).rows[0].title).toBe('Newest platform message');
    const detail = dataOf(await call(t.app, getPublicMessage, { messageId: newest.messageId }));
    expect(detail.body).toBe(NOTICE.body);
    const [personal] = (await inbox(buyer)).rows.filter((m) => m.kind !== 'platform');
    expect((await call(t.app, getPublicMessage, { messageId: personal.messageId })).body.code).toBe('E404');
    expect((await call(t.app, getPublicMessage, { messageId: 'x1' })).body.code).toBe('E400');
  });

  it('join every inbox beside the personal ones, each user with their own read state', async () => {
    const sent = await send({ ...NOTICE, title: '阅读状态', titleEn: 'Read state' });
    const mine = await inbox(buyer);
    expect(mine.rows[0]).toMatchObject({ messageId: sent.messageId, kind: 'platform', read: false });
    expect(mine.rows.some((m) => m.kind !== 'platform')).toBe(true);
    const [buyerUnread, otherUnread] = [await unread(buyer), await unread(otherBuyer)];

    const read = dataOf(await call(t.app, getMessage, { messageId: sent.messageId }, { token: buyer }));
    expect(read).toMatchObject({ title: '阅读状态', read: true });
    expect(await unread(buyer)).toBe(buyerUnread - 1);
    // Reading it again changes nothing.
    dataOf(await call(t.app, getMessage, { messageId: sent.messageId }, { token: buyer }));
    expect(await unread(buyer)).toBe(buyerUnread - 1);
    // Another user's read does not mark mine.
    expect(await unread(otherBuyer)).toBe(otherUnread);
    expect(await inboxEntry(otherBuyer, sent.messageId)).toMatchObject({ read: false });
    expect(
      (
        await call(t.app, queryMessageList, { readFlag: 0, kind: 'platform' }, { token: otherBuyer })
      ).body.data?.rows.map((m) => m.messageId),
    ).toContain(sent.messageId);
  });

  it('are marked read with all the rest, and deleted for one user only', async () => {
    const sent = await send({ ...NOTICE, title: '删除', titleEn: 'Delete' });
    const marked = dataOf(await call(t.app, markMessagesRead, { all: true }, { token: buyer }));
    expect(marked.count).toBeGreaterThan(0);
    expect(await unread(buyer)).toBe(0);
    expect(await inboxEntry(buyer, sent.messageId)).toMatchObject({ read: true });
    expect(await inboxEntry(otherBuyer, sent.messageId)).toMatchObject({ read: false });

    const deleted = dataOf(
      await call(t.app, deleteMessages, { messageIds: [sent.messageId] }, { token: otherBuyer }),
    );
    expect(deleted.count).toBe(1);
    expect(await inboxEntry(otherBuyer, sent.messageId)).toBeUndefined();
    expect(
      (await call(t.app, getMessage, { messageId: sent.messageId }, { token: otherBuyer })).body.code,
    ).toBe('E404');
    expect(await inboxEntry(buyer, sent.messageId)).toBeDefined();
    expect((await visitorList()).rows.map((m) => m.messageId)).toContain(sent.messageId);
  });

  it('are withdrawn for everyone (asking the page permission), read states included', async () => {
    const sent = await send({ ...NOTICE, title: '撤回', titleEn: 'Withdraw' });
    dataOf(await call(t.app, getMessage, { messageId: sent.messageId }, { token: buyer }));
    const staff = await loginAs(t.app, 'operator02');
    const refused = await call(
      t.app,
      withdrawPlatformMessage,
      { messageId: sent.messageId },
      { token: staff },
    );
    expect(refused.body.code).toBe('E403');
    expect(await inboxEntry(buyer, sent.messageId)).toBeDefined();

    const withdrawn = await call(
      t.app,
      withdrawPlatformMessage,
      { messageId: sent.messageId },
      { token: operator },
    );
    expect(dataOf(withdrawn)).toEqual({ messageId: sent.messageId });
    expect((await visitorList()).rows.map((m) => m.messageId)).not.toContain(sent.messageId);
    expect(await inboxEntry(buyer, sent.messageId)).toBeUndefined();
    expect(await inboxEntry(otherBuyer, sent.messageId)).toBeUndefined();
    const states = await t.db
      .select()
      .from(messageInbox)
      .where(eq(messageInbox.messageId, Number(sent.messageId)));
    expect(states).toEqual([]);
    const again = await call(
      t.app,
      withdrawPlatformMessage,
      { messageId: sent.messageId },
      { token: operator },
    );
    expect(again.body.code).toBe('E404');
    // A personal message is not withdrawn through this call.
    const [personal] = (await inbox(buyer)).rows.filter((m) => m.kind !== 'platform');
    const notPlatform = await call(
      t.app,
      withdrawPlatformMessage,
      { messageId: personal.messageId },
      { token: operator },
    );
    expect(notPlatform.body.code).toBe('E404');
    expect(await inboxEntry(buyer, personal.messageId)).toBeDefined();
  });
});
