import {
  computeSign,
  createBrand,
  getUserInfo,
  login,
  queryBrandList,
  SIGN_DESCRIPTION,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../modules/catalog/shared-tables';
import { call, dataOf, loginAs } from '../testing/call';
import { createTestApp, type TestApp } from '../testing/test-app';
import { operationLogs } from './audit/tables';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());

const brandCount = async () => Number((await t.db.select({ n: count() }).from(brands))[0].n);
const newBrand = { brandName: '测试品牌', brandNameEn: 'Test brand', description: '', sortNo: 1 };

describe('request signature (ESIGN)', () => {
  it.each([
    ['a missing sign', { sign: null }],
    ['a missing sign-time', { signTime: null }],
    ['a wrong sign', { sign: 'a'.repeat(64) }],
    ['a body changed after signing', { signedBody: JSON.stringify({ ...newBrand, brandName: '别的品牌' }) }],
    ['a sign-time six minutes old', { signTime: String(Date.now() - 6 * 60_000) }],
    ['a sign-time six minutes ahead', { signTime: String(Date.now() + 6 * 60_000) }],
  ])('refuses %s and changes nothing', async (_case, options) => {
    const before = await brandCount();
    const result = await call(t.app, createBrand, newBrand, { token: operator, ...options });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 'ESIGN', data: null });
    expect(result.body.respDesc).toContain('签名');
    expect(await brandCount()).toBe(before);
  });

  it('accepts a sign-time four minutes old', async () => {
    const result = await call(
      t.app,
      queryBrandList,
      {},
      { token: operator, signTime: String(Date.now() - 4 * 60_000) },
    );
    expect(result.body.code).toBe('0');
  });

  it('signs the token too: a token swapped after signing is refused', async () => {
    const body = '{}';
    const signTime = String(Date.now());
    const sign = computeSign({ body, pn: 'testPage', signTime, token: '' });
    const result = await call(t.app, getUserInfo, {}, { token: operator, rawBody: body, signTime, sign });
    expect(result.body.code).toBe('ESIGN');
  });
});

describe('audience and input', () => {
  it('refuses a purchaser calling an operator call with E403', async () => {
    const purchaser = await loginAs(t.app, 'purchaser01');
    const result = await call(t.app, queryBrandList, { pageNo: 1, pageSize: 10 }, { token: purchaser });
    expect(result.body).toMatchObject({ code: 'E403', respDesc: '没有该操作权限' });
    const english = await call(t.app, queryBrandList, {}, { token: purchaser, locale: 'en-US' });
    expect(english.body.respDesc).toBe('No permission for this operation');
  });

  it('answers malformed JSON with HTTP 400 and the envelope, writing nothing', async () => {
    const before = await brandCount();
    const result = await call(t.app, createBrand, newBrand, {
      token: operator,
      rawBody: '{"brandName": "坏',
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'E400', respDesc: '请求内容不是有效的JSON' });
    expect(await brandCount()).toBe(before);
  });

  it('answers wrong types with E400 naming the field, writing nothing', async () => {
    const before = await brandCount();
    const rawBody = JSON.stringify({ brandName: 12345, sortNo: 'first' });
    const result = await call(t.app, createBrand, newBrand, { token: operator, rawBody, locale: 'en-US' });
    expect(result.body.code).toBe('E400');
    expect(result.body.respDesc).toBe('Invalid input: brandName: Invalid value');
    expect(result.body.data).toMatchObject({
      field: 'brandName',
      errors: [
        { field: 'brandName', message: 'Invalid value' },
        { field: 'sortNo', message: 'Invalid value' },
      ],
    });
    expect(await brandCount()).toBe(before);
  });

  it('names missing, too long, out-of-range and unknown fields in the caller language', async () => {
    const missing = await call(t.app, login, {} as never);
    expect(missing.body.respDesc).toBe('输入有误：username: 此项为必填项');
    const tooBig = await call(t.app, queryBrandList, { pageSize: 500 }, { token: operator, locale: 'en-US' });
    expect(tooBig.body.respDesc).toBe('Invalid input: pageSize: Must not be greater than 200');
    const unknown = await call(t.app, queryBrandList, { colour: 'red' } as never, { token: operator });
    expect(unknown.body).toMatchObject({ code: 'E400', data: { field: 'colour' } });
    expect(unknown.body.respDesc).toBe('输入有误：colour: 不支持的字段');
  });

  it('treats an empty body as an empty input', async () => {
    const result = await call(t.app, getUserInfo, {}, { token: operator, rawBody: '' });
    expect(dataOf(result).username).toBe('operator01');
  });
});

describe('routes outside the calls', () => {
  it('answers GET /api/health with the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expected });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/umc/noSuchCall', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'E404', data: null });
    expect(response.json().message).toContain('/api/umc/noSuchCall');
  });

  it('lists every call in the OpenAPI document with the signature rules, the session scheme and the error answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain(SIGN_DESCRIPTION);
    for (const def of allCalls) {
      expect(doc.paths[def.path]?.post?.operationId).toBe(def.name);
    }
    expect(doc.components.securitySchemes.authToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'auth-token' }),
    );
    expect(doc.paths['/api/peb/submitOrder'].post.security).toEqual([{ authToken: [] }]);
    expect(doc.paths['/api/umc/login'].post.security).toEqual([{}, { authToken: [] }]);
    const list = doc.paths['/api/peb/queryMyCancelApplyList'].post;
    expect(Object.keys(list.responses)).toEqual(['200', '400', '413', '415', '500']);
    expect(doc.paths['/api/umc/login'].post.responses['429'].headers['retry-after']).toBeDefined();
    expect(list.responses['500'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ErrorEnvelope',
    );
    // An enum-keyed record names its keys as properties, not only as required names.
    const page = list.responses['200'].content['application/json'].schema.properties.data.anyOf[0];
    expect(Object.keys(page.properties.tabCounts.properties)).toEqual([
      'all',
      'pending',
      'agreed',
      'refused',
    ]);
    expect(page.properties.tabCounts.required).toEqual(['all', 'pending', 'agreed', 'refused']);
    const menus = JSON.stringify(doc.paths['/api/umc/getUserMenus']);
    for (const ref of menus.match(/#\/components\/schemas\/[\w]+/g) ?? []) {
      expect(doc.components.schemas[ref.split('/').pop()!]).toBeDefined();
    }
  });

  it('never writes an operation log for refused requests', async () => {
    const before = Number((await t.db.select({ n: count() }).from(operationLogs))[0].n);
    await call(t.app, createBrand, newBrand, { token: operator, sign: null });
    await call(t.app, createBrand, newBrand, { token: operator, rawBody: '{' });
    expect(Number((await t.db.select({ n: count() }).from(operationLogs))[0].n)).toBe(before);
  });
});
