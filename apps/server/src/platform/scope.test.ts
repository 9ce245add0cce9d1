import { getUserInfo } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../modules/catalog/shared-tables';
import { resolveActor } from '../modules/identity';
import { users } from '../modules/identity/shared-tables';
import { call, dataOf, loginAs } from '../testing/call';
import { createTestApp, type TestApp } from '../testing/test-app';
import { now } from './clock';
import { rowScope } from './scope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
});
afterAll(() => t.close());

const actorOf = async (username: string) => {
  const token = await loginAs(t.app, username);
  dataOf(await call(t.app, getUserInfo, {}, { token }));
  const actor = await resolveActor(t.db, token, null, now());
  if (!actor) throw new Error('no actor');
  return actor;
};

const visibleUsers = async (username: string) => {
  const actor = await actorOf(username);
  const rows = await t.db
    .select({ username: users.username })
    .from(users)
    .where(rowScope(actor, { org: users.orgId }));
  return rows.map((r) => r.username).sort();
};

describe('row scope', () => {
  it('a supplier acts for its supplier record, not its organisation id', async () => {
    const actor = await actorOf('supplier01');
    const [own] = await t.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.orgId, actor.orgId ?? -1));
    expect(actor.supplierId).toBe(own.id);
    expect(actor.supplierId).not.toBe(actor.orgId);
    expect((await actorOf('purchaser01')).supplierId).toBeNull();
  });

  it('shows a purchaser the rows of its own organisation only', async () => {
    expect(await visibleUsers('purchaser01')).toEqual([
      'approver01',
      'clerk01',
      'engineer01',
      'orgadmin01',
      'purchaser01',
    ]);
    expect(await visibleUsers('purchaser02')).toEqual(['northbuyer01', 'purchaser02']);
  });

  it('shows an operator every row', async () => {
    expect((await visibleUsers('operator01')).length).toBeGreaterThanOrEqual(6);
  });

  it('shows nothing to a kind the record names no owner column for', async () => {
    expect(await visibleUsers('supplier01')).toEqual([]);
  });
});
