import { getPreferences, savePreferences } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a user's theme and language", () => {
  it('are unset until the user chooses: the browser keeps its own', async () => {
    const token = await loginAs(t.app, 'purchaser01');
    expect(dataOf(await call(t.app, getPreferences, {}, { token }))).toEqual({ theme: null, locale: null });
  });

  it('are kept per user and come back at the next login, whoever used the browser before', async () => {
    const operator = await loginAs(t.app, 'operator01');
    expect(dataOf(await call(t.app, savePreferences, { theme: 'red' }, { token: operator }))).toEqual({
      theme: 'red',
      locale: null,
    });
    // Changing the language keeps the theme.
    await call(t.app, savePreferences, { locale: 'en-US' }, { token: operator });

    const again = await loginAs(t.app, 'operator01');
    expect(dataOf(await call(t.app, getPreferences, {}, { token: again }))).toEqual({
      theme: 'red',
      locale: 'en-US',
    });
    // Another user of the same browser does not get them.
    const purchaser = await loginAs(t.app, 'purchaser02');
    expect(dataOf(await call(t.app, getPreferences, {}, { token: purchaser }))).toEqual({
      theme: null,
      locale: null,
    });
  });

  it('are forgotten when set back to null: the browser decides again', async () => {
    const token = await loginAs(t.app, 'supplier02');
    await call(t.app, savePreferences, { theme: 'orange', locale: 'en-US' }, { token });
    expect(dataOf(await call(t.app, savePreferences, { locale: null }, { token }))).toEqual({
      theme: 'orange',
      locale: null,
    });
  });

  it('refuses an unknown theme or an empty change, and changes nothing', async () => {
    const token = await loginAs(t.app, 'supplier01');
    await call(t.app, savePreferences, { theme: 'green' }, { token });
    const unknown = await call(t.app, savePreferences, { theme: 'purple' } as never, { token });
    expect(unknown.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：theme: 格式不正确',
      data: { field: 'theme' },
    });
    const empty = await call(t.app, savePreferences, {} as never, { token });
    expect([empty.body.code, empty.body.respDesc]).toEqual(['E400', '输入有误：此项为必填项']);
    expect(dataOf(await call(t.app, getPreferences, {}, { token })).theme).toBe('green');
  });

  it('need a login', async () => {
    expect((await call(t.app, savePreferences, { theme: 'red' })).body.code).toBe('AE401');
  });
});
