import {
  bilingual,
  deleteMessages,
  getMessage,
  getUnreadMessageCount,
  MessageKind,
  markMessagesRead,
  queryMessageList,
  RoleCode,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../identity/shared-tables';
import { notify } from './notify';
import { messageInbox } from './tables';

let t: TestApp;
let buyer: string;
let otherBuyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await loginAs(t.app, 'purchaser01');
  otherBuyer = await loginAs(t.app, 'purchaser02');
});
afterAll(() => t.close());

const list = async (token: string, input: Parameters<typeof call<typeof queryMessageList>>[2] = {}) =>
  dataOf(await call(t.app, queryMessageList, input, { token }));
const unread = async (token: string) => dataOf(await call(t.app, getUnreadMessageCount, {}, { token })).count;
const inboxRows = async () => Number((await t.db.select({ n: count() }).from(messageInbox))[0].n);

describe('site messages', () => {
  it('lists the seeded messages of the caller, newest first, filtered by read state and kind', async () => {
    const all = await list(buyer);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = all.rows.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const unreadRows = await list(buyer, { readFlag: 0 });
    expect(unreadRows.total).toBe(await unread(buyer));
    expect(unreadRows.rows.every((m) => !m.read)).toBe(true);
    expect((await list(buyer, { readFlag: 1 })).rows.every((m) => m.read)).toBe(true);
    const orders = await list(buyer, { kind: 'order' });
    expect(orders.rows.map((m) => m.title)).toEqual(['订单审批金额已调整']);
    const english = dataOf(
      await call(t.app, queryMessageList, { kind: 'order' }, { token: buyer, locale: 'en-US' }),
    );
    expect(english.rows[0].title).toBe('Order approval threshold changed');
  });

  it('reads a message (marking it read) and counts it no longer as unread', async () => {
    const [first] = (await list(buyer, { readFlag: 0 })).rows;
    const before = await unread(buyer);
    const read = dataOf(await call(t.app, getMessage, { messageId: first.messageId }, { token: buyer }));
    expect(read).toMatchObject({ messageId: first.messageId, read: true, body: first.body });
    expect(await unread(buyer)).toBe(before - 1);
  });

  it('never shows, marks or deletes another user’s message', async () => {
    const [theirs] = (await list(otherBuyer, { readFlag: 0 })).rows;
    const otherUnread = await unread(otherBuyer);
    const rows = await inboxRows();
    expect((await call(t.app, getMessage, { messageId: theirs.messageId }, { token: buyer })).body.code).toBe(
      'E404',
    );
    const [mine] = (await list(buyer)).rows;
    const mixed = await call(
      t.app,
      markMessagesRead,
      { messageIds: [mine.messageId, theirs.messageId] },
      { token: buyer },
    );
    expect(mixed.body.code).toBe('E404');
    const deleted = await call(t.app, deleteMessages, { messageIds: [theirs.messageId] }, { token: buyer });
    expect(deleted.body.code).toBe('E404');
    expect(await unread(otherBuyer)).toBe(otherUnread);
    expect(await inboxRows()).toBe(rows);
    expect((await list(buyer)).rows.map((m) => m.messageId)).not.toContain(theirs.messageId);
  });

  it('refuses bad input with nothing written', async () => {
    const rows = await inboxRows();
    expect((await call(t.app, markMessagesRead, {}, { token: buyer })).body).toMatchObject({
      code: 'E400',
      data: { field: 'messageIds' },
    });
    expect((await call(t.app, deleteMessages, { messageIds: [] }, { token: buyer })).body.code).toBe('E400');
    expect((await call(t.app, deleteMessages, { messageIds: ['abc'] }, { token: buyer })).body.code).toBe(
      'E400',
    );
    expect((await call(t.app, queryMessageList, { kind: 'nope' } as never, { token: buyer })).body.code).toBe(
      'E400',
    );
    expect(await inboxRows()).toBe(rows);
  });

  it('marks all read, and deletes the caller’s own messages', async () => {
    const marked = dataOf(await call(t.app, markMessagesRead, { all: true }, { token: buyer }));
    expect(marked.count).toBeGreaterThan(0);
    expect(await unread(buyer)).toBe(0);
    const mine = (await list(buyer)).rows.slice(0, 2).map((m) => m.messageId);
    expect(dataOf(await call(t.app, deleteMessages, { messageIds: mine }, { token: buyer })).count).toBe(2);
    expect((await list(buyer)).rows.map((m) => m.messageId)).not.toContain(mine[0]);
  });

  it('notify() reaches every active user of an organisation or a role, in the caller’s transaction', async () => {
    const [supplier] = await t.db.select().from(users).where(eq(users.username, 'supplier01'));
    const supplierToken = await loginAs(t.app, 'supplier01');
    const before = await unread(supplierToken);
    await t.db
      .transaction(async (tx) => {
        await notify(tx, {
          to: { orgId: supplier.orgId ?? 0 },
          kind: MessageKind.order,
          title: bilingual('回滚的消息', 'Rolled back'),
          body: bilingual('不会送达', 'Never sent'),
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await unread(supplierToken)).toBe(before);
    const sent = await t.db.transaction((tx) =>
      notify(tx, {
        to: { roleCode: RoleCode.supplier },
        kind: MessageKind.commodity,
        title: bilingual('新的上架规则', 'New listing rules'),
        body: bilingual('请查看', 'Please read'),
        link: '/index/accountInfo',
      }),
    );
    expect(sent).toBe(2);
    expect(await unread(supplierToken)).toBe(before + 1);
  });
});
