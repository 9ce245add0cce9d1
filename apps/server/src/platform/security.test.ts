// Security probes of issue 8 on the request pipeline: control characters and null bodies on every call,
// dates, replayed signatures, secrets in logs, security headers and the auth-token cookie.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addShoppingCart,
  type CallDef,
  clearSearchHistory,
  computeSign,
  getUserInfo,
  holdsPermission,
  login,
  logout,
  queryCart,
  queryOperationLogs,
  registerPerson,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type CartFixtures, insertCartFixtures } from '../modules/cart/test-support';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../testing/call';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let dist: string;
const logLines: string[] = [];
const tokens: Record<string, string> = {};
/** Demo accounts with their menu and access codes: each call is probed as one that may make it. */
const callers: { kind: string; token: string; permissions: string[] }[] = [];
let f: CartFixtures;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'pm-sec-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>ProcureMart</title>',
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({
    webDist: dist,
    logLevel: 'info',
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  f = await insertCartFixtures(t.db);
  for (const [kind, username] of [
    ['purchaser', 'purchaser01'],
    ['supplier', 'supplier01'],
    ['operator', 'operator01'],
    ['purchaser', 'approver01'],
    // An enterprise administrator: its organisation's account set and people.
    ['purchaser', 'orgadmin01'],
  ]) {
    const token = await loginAs(t.app, username);
    tokens[kind] ??= token;
    const info = dataOf(await call(t.app, getUserInfo, {}, { token }));
    callers.push({ kind, token, permissions: info.menuCodeList });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A token whose user may make the call (none for public calls). */
const tokenFor = (def: CallDef): string => {
  if (def.audience.includes('public')) return '';
  const permitted = callers.find(
    (c) =>
      (def.audience.includes('user') || def.audience.includes(c.kind as never)) &&
      holdsPermission(def, c.permissions),
  );
  if (permitted) return permitted.token;
  if (def.audience.includes('user')) return tokens.purchaser;
  return tokens[def.audience[0]];
};

/** The first field of a call's input, or a made-up one for calls without input. */
const firstField = (def: CallDef): string => {
  const shape = (def.input as unknown as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? {})[0] ?? 'anything';
};

describe('control characters (E400 naming the field, on every call, before any SQL)', () => {
  it.each(allCalls.map((def) => [def.name, def] as const))('%s refuses a NUL', async (_name, def) => {
    const field = firstField(def);
    const result = await call(t.app, def, {} as never, {
      token: tokenFor(def),
      rawBody: JSON.stringify({ [field]: 'a\u0000b' }),
      locale: 'en-US',
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 'E400', data: { field } });
    expect(result.body.respDesc).toBe(`Invalid input: ${field}: Must not contain control characters`);
  });

  it.each([
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['C1 NEL', '\u0085'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s in login', async (_name, character) => {
    const result = await call(t.app, login, { username: `purchaser${character}01`, password: 'x' });
    expect(result.body).toMatchObject({ code: 'E400', data: { field: 'username' } });
  });

  it('names nested fields and keys', async () => {
    const nested = await call(t.app, addShoppingCart, {} as never, {
      token: tokens.purchaser,
      rawBody: JSON.stringify({
        skuId: '1',
        supplierShopId: '1',
        num: 1,
        extra: { list: ['ok', 'b\u0001'] },
      }),
    });
    expect(nested.body).toMatchObject({ code: 'E400', data: { field: 'extra.list.1' } });
    const key = await call(t.app, login, {} as never, { rawBody: JSON.stringify({ 'user\u0000name': 'x' }) });
    expect(key.body.code).toBe('E400');
  });

  it('allows tab, newline and carriage return, and pairs of surrogates', async () => {
    const result = await call(t.app, login, { username: 'purchaser\t\r\n😀', password: 'x' });
    expect(result.body).toMatchObject({ code: '8888', respDesc: '用户名或密码错误' });
  });
});

describe('non-object bodies', () => {
  it.each(allCalls.map((def) => [def.name, def] as const))('%s refuses a null body', async (_name, def) => {
    const result = await call(t.app, def, {} as never, { token: tokenFor(def), rawBody: 'null' });
    expect(result.body.code).toBe('E400');
  });

  it('still takes an empty body as {}', async () => {
    const result = await call(t.app, getUserInfo, {}, { token: tokens.operator, rawBody: '' });
    expect(dataOf(result).username).toBe('operator01');
  });
});

describe('dates', () => {
  it.each([
    ['a year before 1970', '-271821-04-20T00:00:00.000Z'],
    ['a 900 KB text', `2026-01-01${'0'.repeat(900_000)}`],
    ['no date at all', 'yesterday'],
    ['a day that does not exist', '2026-02-30'],
    ['an hour that does not exist', '2026-01-01T25:00:00Z'],
  ])('refuses %s with E400 naming the field', async (_name, from) => {
    const result = await call(
      t.app,
      queryOperationLogs,
      { from },
      { token: tokens.operator, locale: 'en-US' },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 'E400', data: { field: 'from' } });
    expect(result.body.respDesc).toContain('ISO 8601');
  });

  it('accepts ISO dates and date-times', async () => {
    for (const to of ['2099-12-31', '2026-01-01T08:00:00+08:00', '2026-01-01T00:00:00.000Z']) {
      expect((await call(t.app, queryOperationLogs, { to }, { token: tokens.operator })).body.code).toBe('0');
    }
  });
});

describe('replayed signatures (ESIGN)', () => {
  it('adds once when the same signed add is sent five times', async () => {
    const body = JSON.stringify({ skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 1 });
    const signTime = String(Date.now());
    const sign = computeSign({ body, pn: 'testPage', signTime, token: tokens.purchaser });
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(
        await call(t.app, addShoppingCart, {} as never, {
          token: tokens.purchaser,
          rawBody: body,
          signTime,
          sign,
        }),
      );
    }
    expect(results.map((r) => r.body.code)).toEqual(['0', 'ESIGN', 'ESIGN', 'ESIGN', 'ESIGN']);
    expect(results[1].body.respDesc).toBe('该请求已处理过，请勿重复提交');
    const cart = dataOf(await call(t.app, queryCart, {}, { token: tokens.purchaser }));
    const line = cart.shops.flatMap((s) => s.lines).find((l) => l.skuId === f.pen.skuId);
    expect(line?.num).toBe(1);
  });

  it('accepts the same add twice when each request is signed anew', async () => {
    const input = { skuId: f.clip.skuId, supplierShopId: f.clip.supplierShopId, num: 1 };
    dataOf(await call(t.app, addShoppingCart, input, { token: tokens.purchaser }));
    dataOf(await call(t.app, addShoppingCart, input, { token: tokens.purchaser }));
    const cart = dataOf(await call(t.app, queryCart, {}, { token: tokens.purchaser }));
    expect(cart.shops.flatMap((s) => s.lines).find((l) => l.skuId === f.clip.skuId)?.num).toBe(2);
  });

  it('refuses a write sign presented again on another path', async () => {
    const token = await loginAs(t.app, 'purchaser02');
    const signTime = String(Date.now());
    const sign = computeSign({ body: '{}', pn: 'testPage', signTime, token });
    dataOf(await call(t.app, clearSearchHistory, {}, { token, rawBody: '{}', signTime, sign }));
    const replayed = await call(t.app, logout, {}, { token, rawBody: '{}', signTime, sign });
    expect(replayed.body.code).toBe('ESIGN');
    // The session was not ended by the replay.
    expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('0');
  });

  it('lets reads through however often they come', async () => {
    const signTime = String(Date.now());
    const sign = computeSign({ body: '{}', pn: 'testPage', signTime, token: tokens.purchaser });
    for (let i = 0; i < 3; i++) {
      const result = await call(
        t.app,
        queryCart,
        {},
        { token: tokens.purchaser, rawBody: '{}', signTime, sign },
      );
      expect(result.body.code).toBe('0');
    }
  });
});

describe('logs', () => {
  it('never print statement parameters or secrets on a failure, but keep the reference', async () => {
    const secrets = { mobile: '13698765432', email: 'leak.check@example.com', password: 'Leak#Check99' };
    await t.db.execute(sql`alter table users rename column mobile to mobile_moved`);
    let reference = '';
    try {
      const failed = await call(t.app, registerPerson, {
        username: 'leak_check1',
        password: secrets.password,
        confirmPassword: secrets.password,
        userName: '泄露检查',
        mobile: secrets.mobile,
        email: secrets.email,
      });
      expect(failed.status).toBe(500);
      reference = /（编号 (\w+)）/.exec(failed.body.respDesc)?.[1] ?? '';
    } finally {
      await t.db.execute(sql`alter table users rename column mobile_moved to mobile`);
    }
    const text = logLines.join('\n');
    expect(reference).not.toBe('');
    expect(text).toContain(reference);
    expect(text).toContain('unexpected failure');
    for (const secret of [...Object.values(secrets), '$argon2']) expect(text).not.toContain(secret);
  });

  it('redact passwords, tokens, hashes, mobiles, e-mails and ID numbers in any log line', () => {
    const before = logLines.length;
    t.app.log.info(
      {
        password: 'Plain#Secret1',
        body: { confirmPassword: 'Plain#Secret2', mobile: '13711112222', email: 'a.b@example.com' },
        req: { headers: { 'auth-token': 'tok-secret-123', cookie: 'auth-token=tok-secret-456' } },
        user: { passwordHash: '$argon2id$v=19$xyz', idCard: '110101199003074578' },
      },
      'redaction probe',
    );
    const line = logLines.slice(before).join('\n');
    expect(line).toContain('redaction probe');
    for (const secret of [
      'Plain#Secret',
      '13711112222',
      'a.b@example.com',
      'tok-secret',
      '$argon2id',
      '110101199003074578',
    ]) {
      expect(line).not.toContain(secret);
    }
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('come with API answers, errors, 404s and static files', async () => {
    expectHeaders((await call(t.app, getUserInfo, {}, { token: tokens.operator })).headers);
    expectHeaders((await call(t.app, getUserInfo, {}, { rawBody: '{' })).headers);
    expectHeaders((await t.app.inject({ method: 'GET', url: '/api/nothing' })).headers);
    expectHeaders((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers);
  });

  it('keep API answers, errors and unknown API paths out of every cache, and web assets cacheable', async () => {
    const answers = [
      (await call(t.app, getUserInfo, {}, { token: tokens.operator })).headers,
      (await call(t.app, getUserInfo, {}, { rawBody: '{' })).headers,
      (await call(t.app, login, { username: 'nobody_here', password: 'x' })).headers,
      (await t.app.inject({ method: 'GET', url: '/api/nothing' })).headers,
    ];
    for (const headers of answers) expect(headers['cache-control']).toBe('no-store');
    const asset = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(asset.headers['cache-control']).not.toContain('no-store');
  });

  it('give index.html a fresh style nonce matching its CSP on every response', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expectHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = /name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(String(response.headers['content-security-policy'])).toContain(
        `style-src 'self' 'nonce-${nonce}'`,
      );
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it('mark the auth-token cookie Secure when the public address is https', async () => {
    const plain = await call(t.app, login, { username: 'supplier02', password: DEMO_PASSWORD });
    expect(plain.cookies.find((c) => c.name === 'auth-token')?.secure).toBeUndefined();
    const https = await buildApp(t.database, { ...t.config, publicUrl: 'https://buy.example.com' });
    try {
      const secure = await call(https, login, { username: 'supplier02', password: DEMO_PASSWORD });
      expect(secure.cookies.find((c) => c.name === 'auth-token')).toMatchObject({
        secure: true,
        sameSite: 'Lax',
      });
    } finally {
      await https.close();
    }
  });
});
