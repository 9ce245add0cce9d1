import { getIndividualDetail, getOrgDetail, isEmail, login, saveIndividual } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { users } from '../tables';

let t: TestApp;
let operator: string;
let personOrg: string;
let enterpriseOrg: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
  const orgOf = async (username: string) =>
    String(
      (await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.username, username)))[0]?.orgId,
    );
  personOrg = await orgOf('person01');
  enterpriseOrg = await orgOf('purchaser01');
});
afterAll(() => t.close());

const edit = (orgVersion: number, extra: Record<string, unknown> = {}) => ({
  orgId: personOrg,
  orgVersion,
  userName: '李明远',
  employeeNo: '',
  mobile: '13800000032',
  email: 'liming@example.com',
  address: '上海市浦东新区张江路 88 号',
  ...extra,
});

describe('individual members', () => {
  it('shows the person’s account with its organisation', async () => {
    const person = dataOf(await call(t.app, getIndividualDetail, { orgId: personOrg }, { token: operator }));
    expect(person).toMatchObject({
      username: 'person01',
      userName: '李明',
      orgName: '李明（person01）',
      roleCodes: ['002'],
      status: 1,
      orgState: '01',
    });
    expect(person.history).toEqual([]);
  });

  it('edits the person and its organisation together, once per version read', async () => {
    const before = dataOf(await call(t.app, getIndividualDetail, { orgId: personOrg }, { token: operator }));
    const saved = dataOf(await call(t.app, saveIndividual, edit(before.orgVersion), { token: operator }));
    expect(saved).toMatchObject({
      userName: '李明远',
      mobile: '13800000032',
      orgName: '李明远（person01）',
      address: '上海市浦东新区张江路 88 号',
      orgVersion: before.orgVersion + 1,
    });
    const org = dataOf(await call(t.app, getOrgDetail, { orgId: personOrg }, { token: operator }));
    expect(org).toMatchObject({
      name: '李明远（person01）',
      contactName: '李明远',
      contactMobile: '13800000032',
    });
    // A second edit over the version read before the first is refused and changes nothing.
    const stale = await call(t.app, saveIndividual, edit(before.orgVersion, { userName: '旧名' }), {
      token: operator,
    });
    expect(stale.body.code).toBe('E409');
    expect(
      dataOf(await call(t.app, getIndividualDetail, { orgId: personOrg }, { token: operator })).userName,
    ).toBe('李明远');
    // The person still signs in with its password.
    expect((await call(t.app, login, { username: 'person01', password: DEMO_PASSWORD })).body.code).toBe('0');
  });

  it('does not find an enterprise, a department or an unknown id as an individual, and writes nothing', async () => {
    for (const orgId of [enterpriseOrg, '999999999', 'x']) {
      const expected = orgId === 'x' ? 'E400' : 'E404';
      const read = await call(t.app, getIndividualDetail, { orgId }, { token: operator });
      expect(read.body.code, orgId).toBe(expected);
      const write = await call(t.app, saveIndividual, edit(1, { orgId }), { token: operator });
      expect(write.body.code, orgId).toBe(expected);
    }
    const purchaser = dataOf(await call(t.app, getOrgDetail, { orgId: enterpriseOrg }, { token: operator }));
    expect(purchaser.name).toBe('华东智造集团有限公司');
  });

  it('refuses bad input with its field and purchasers altogether', async () => {
    const bad = await call(t.app, saveIndividual, edit(1, { mobile: '123' }), { token: operator });
    expect(bad.body).toMatchObject({ code: 'E400' });
    const buyer = await loginAs(t.app, 'purchaser01');
    expect((await call(t.app, getIndividualDetail, { orgId: personOrg }, { token: buyer })).body.code).toBe(
      'E403',
    );
  });
});

it('seeds demo accounts whose e-mail the member forms accept (an edit needs no retyping)', async () => {
  const emails = (await t.db.select({ email: users.email }).from(users)).flatMap((row) => row.email ?? []);
  expect(emails.length).toBeGreaterThan(5);
  expect(emails.filter((email) => !isEmail(email))).toEqual([]);
});
