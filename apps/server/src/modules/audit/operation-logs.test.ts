import {
  login,
  logout,
  queryOperationLogs,
  registerPerson,
  saveHotWord,
  updateParam,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  await call(t.app, login, { username: 'purchaser01', password: 'Wrong#2026' });
  const purchaser = await loginAs(t.app, 'purchaser01');
  await call(t.app, logout, {}, { token: purchaser });
  const person = {
    password: 'Buy#er2026',
    confirmPassword: 'Buy#er2026',
    userName: '周芳',
    mobile: '13512345678',
  };
  await call(t.app, registerPerson, { ...person, username: 'zhou_fang1' });
  await call(t.app, registerPerson, { ...person, username: 'zhou_fang1' });
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());

const query = async (input: Parameters<typeof call<typeof queryOperationLogs>>[2]) =>
  dataOf(await call(t.app, queryOperationLogs, input, { token: operator }));

describe('operation log', () => {
  it('records logins, logouts and registrations, newest first', async () => {
    const page = await query({ pageSize: 50 });
    const entries = page.rows.map((r) => [r.action, r.username, r.result]);
    expect(entries).toEqual([
      ['umc_login', 'operator01', 'success'],
      ['umc_registerPerson', 'zhou_fang1', 'failure'],
      ['umc_registerPerson', 'zhou_fang1', 'success'],
      ['umc_logout', 'purchaser01', 'success'],
      ['umc_login', 'purchaser01', 'success'],
      ['umc_login', 'purchaser01', 'failure'],
    ]);
    expect(page.rows[0].ip).toBeTruthy();
  });

  it('names the record and records details as codes the page labels, not raw English', async () => {
    const rows = (await query({ pageSize: 50 })).rows;
    const failedLogin = rows.find((r) => r.action === 'umc_login' && r.result === 'failure');
    expect(failedLogin).toMatchObject({ detail: 'wrongCredentials', targetName: 'purchaser01' });
    const logout = rows.find((r) => r.action === 'umc_logout');
    expect(logout?.targetName).toBe('purchaser01');
  });

  it('filters by user, action, result and time, and pages', async () => {
    expect((await query({ username: 'purchaser' })).total).toBe(3);
    // The action is picked from the audited calls: an exact name, not a part of one.
    expect((await query({ action: 'umc_registerPerson' })).total).toBe(2);
    expect((await query({ action: 'registerPerson' })).total).toBe(0);
    expect((await query({ result: 'failure' })).rows.map((r) => r.action)).toEqual([
      'umc_registerPerson',
      'umc_login',
    ]);
    expect((await query({ from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    expect((await query({ to: new Date(Date.now() - 3600_000).toISOString() })).total).toBe(0);
    const second = await query({ pageNo: 2, pageSize: 4 });
    expect(second).toMatchObject({ total: 6, pageNo: 2, pageSize: 4 });
    expect(second.rows).toHaveLength(2);
    const oldestFirst = await query({ sort: { field: 'createdAt', order: 'ASC' } });
    expect(oldestFirst.rows[0]).toMatchObject({ action: 'umc_login', result: 'failure' });
  });

  it('is for operators only', async () => {
    const supplier = await loginAs(t.app, 'supplier01');
    expect((await call(t.app, queryOperationLogs, {}, { token: supplier })).body.code).toBe('E403');
  });

  it('names a hot word and a parameter by their word and label, not their ids (issue 20 item 8)', async () => {
    const word = dataOf(await call(t.app, saveHotWord, { word: '碎纸机' }, { token: operator }));
    await call(t.app, updateParam, { key: 'common.maxImportRows', value: '3000' }, { token: operator });
    const rows = (await query({ username: 'operator01', pageSize: 50 })).rows;
    expect(rows.find((r) => r.action === 'ucc_saveHotWord')).toMatchObject({
      targetId: word.hotWordId,
      targetName: '碎纸机',
    });
    expect(rows.find((r) => r.action === 'cfc_updateParam')).toMatchObject({
      targetId: 'common.maxImportRows',
      targetName: '最大导入数量',
    });
  });
});
