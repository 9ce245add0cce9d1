import {
  checkUserExist,
  createOperatorAction,
  getAccountInfo,
  getUserInfo,
  login,
  registerEnterprise,
  registerPerson,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../platform/audit/tables';
import { call, DEMO_PASSWORD, dataOf } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orgs } from '../org/shared-tables';
import { createOperator } from './create-operator';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowCounts = async () => ({
  users: Number((await t.db.select({ n: count() }).from(users))[0].n),
  orgs: Number((await t.db.select({ n: count() }).from(orgs))[0].n),
});

const person = {
  username: 'zhao_min01',
  password: 'Buy#er2026',
  confirmPassword: 'Buy#er2026',
  userName: '赵敏',
  mobile: '13612345678',
  email: 'zhao.min@example.com',
};
const enterprise = {
  username: 'xinda_admin',
  password: 'Xinda#2026',
  confirmPassword: 'Xinda#2026',
  orgName: '苏州信达精密机械有限公司',
  creditCode: '91320500MA1MXYZ12K',
  userName: '孙磊',
  mobile: '13712345678',
  email: '',
};

describe('registration', () => {
  it('registers an individual purchaser who can then log in as a purchaser', async () => {
    const created = dataOf(await call(t.app, registerPerson, person));
    expect(created).toMatchObject({ username: 'zhao_min01', userId: expect.stringMatching(/^\d+$/) });
    const session = dataOf(await call(t.app, login, { username: 'zhao_min01', password: 'Buy#er2026' }));
    expect(session.userInfo).toMatchObject({ isProfessionalOrgExt: 1, access: ['002'] });
    const account = dataOf(await call(t.app, getAccountInfo, {}, { token: session.token, locale: 'en-US' }));
    expect(account).toMatchObject({
      memberClass: '02',
      orgType: '01',
      mobile: '13612345678',
      roles: [{ roleCode: '002', roleName: 'Purchaser' }],
    });
    expect(account).toMatchObject({
      userId: created.userId,
      username: 'zhao_min01',
      orgId: expect.stringMatching(/^\d+$/),
    });
    expect(account.createdAt).toBe(new Date(account.createdAt).toISOString());
  });

  it('registers an enterprise pending audit: its administrator signs in without a role, to its application only', async () => {
    const created = dataOf(await call(t.app, registerEnterprise, enterprise));
    const session = dataOf(await call(t.app, login, { username: 'xinda_admin', password: 'Xinda#2026' }));
    expect(session.userInfo).toMatchObject({
      orgId: created.orgId,
      orgName: enterprise.orgName,
      isProfessionalOrgExt: 1,
    });
    expect(dataOf(await call(t.app, getUserInfo, {}, { token: session.token })).access).toEqual([]);
    const account = await call(t.app, getAccountInfo, {}, { token: session.token });
    expect(account.body).toMatchObject({ code: 'EAUDIT', data: null });
  });

  it('tells whether a username is taken', async () => {
    expect(dataOf(await call(t.app, checkUserExist, { username: 'purchaser01' }))).toEqual({ exists: true });
    expect(dataOf(await call(t.app, checkUserExist, { username: 'free_name_9' }))).toEqual({ exists: false });
  });

  it.each([
    ['username', { username: 'purchaser01' }, '用户名已存在'],
    [
      'creditCode',
      { username: 'other_admin', creditCode: enterprise.creditCode },
      '该统一社会信用代码已注册',
    ],
    ['orgName', { username: 'other_admin2', creditCode: '91320500MA1MXYZ99Q' }, '该企业名称已注册'],
  ])('refuses a duplicate %s with a field message and writes no row', async (field, change, message) => {
    const before = await rowCounts();
    const result = await call(t.app, registerEnterprise, { ...enterprise, ...change });
    expect(result.body).toMatchObject({ code: '8888', respDesc: message, data: { field } });
    expect(await rowCounts()).toEqual(before);
  });

  it('gives concurrent registrations of one username one success and one friendly refusal', async () => {
    const before = await rowCounts();
    const results = await Promise.all([
      call(t.app, registerPerson, { ...person, username: 'twin_user1' }),
      call(t.app, registerPerson, { ...person, username: 'twin_user1' }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['0', '8888']);
    expect(results.find((r) => r.body.code === '8888')?.body.data).toEqual({ field: 'username' });
    expect(await rowCounts()).toEqual({ users: before.users + 1, orgs: before.orgs + 1 });
  });

  it.each([
    ['username', { username: '  ' }, '此项为必填项'],
    ['username', { username: 'ab' }, '用户名太短：至少6位（6-20位字母、数字或下划线）'],
    ['username', { username: 'a'.repeat(21) }, '用户名太长：最多20位（6-20位字母、数字或下划线）'],
    ['username', { username: 'zhou-fang' }, '用户名只能包含字母、数字或下划线'],
    [
      'password',
      { password: 'password', confirmPassword: 'password' },
      '密码为8-20位，须同时包含数字、字母和特殊字符',
    ],
    ['confirmPassword', { confirmPassword: 'Other#2026' }, '两次输入的密码不一致'],
    ['orgName', { orgName: '' }, '此项为必填项'],
    ['creditCode', { creditCode: '' }, '请输入统一社会信用代码'],
    ['creditCode', { creditCode: '91320500ma1mxyz12k' }, '请输入正确的统一社会信用代码，字母须大写'],
    ['userName', { userName: '' }, '此项为必填项'],
    ['mobile', { mobile: '23612345678' }, '请输入正确的手机号码'],
    ['email', { email: 'not-an-email' }, '请输入正确的邮箱格式'],
  ])('refuses an invalid %s, naming it, and writes no row', async (field, change, message) => {
    const before = await rowCounts();
    const result = await call(t.app, registerEnterprise, {
      ...enterprise,
      username: 'valid_name1',
      ...change,
    });
    expect(result.body.code).toBe('E400');
    expect(result.body.data).toMatchObject({ field });
    expect(result.body.respDesc).toBe(`输入有误：${field}: ${message}`);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the first operator (npm run create-operator)', () => {
  it('joins the platform organisation as an operator administrator who can sign in, with a log row', async () => {
    const account = { username: 'ops_admin', userName: '钱峰', password: 'Ops#admin2026' };
    const { userId } = await createOperator(t.db, account, 'create-operator');
    const session = dataOf(await call(t.app, login, { username: 'ops_admin', password: 'Ops#admin2026' }));
    expect(session.userInfo).toMatchObject({ userName: '钱峰', isProfessionalOrgExt: 0 });
    const operator01 = dataOf(await call(t.app, login, { username: 'operator01', password: DEMO_PASSWORD }));
    expect(session.userInfo.orgId).toBe(operator01.userInfo.orgId);
    expect(session.userInfo.access).toEqual(operator01.userInfo.access);
    expect(session.userInfo.menuCodeList).toEqual(operator01.userInfo.menuCodeList);
    const logged = await t.db
      .select({
        action: operationLogs.action,
        username: operationLogs.username,
        targetId: operationLogs.targetId,
        target: operationLogs.targetName,
      })
      .from(operationLogs)
      .where(eq(operationLogs.action, createOperatorAction.action));
    expect(logged).toEqual([
      {
        action: createOperatorAction.action,
        username: 'create-operator',
        targetId: String(userId),
        target: 'ops_admin',
      },
    ]);
  });

  it('refuses a username taken in any case, writing nothing', async () => {
    const before = await rowCounts();
    const taken = createOperator(
      t.db,
      { username: 'OPERATOR01', userName: '重名', password: 'Ops#admin2026' },
      'x',
    );
    await expect(taken).rejects.toMatchObject({ messageKey: 'error.usernameTaken' });
    expect(await rowCounts()).toEqual(before);
  });
});
