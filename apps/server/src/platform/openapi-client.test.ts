// An integrator's view: a client generated from GET /api/openapi.json (openapi-typescript's `paths`, written by
// the server's pretypecheck from the same registry, typing openapi-fetch) signs in, searches and places a
// quick order, signing each request as the document describes.
import { computeSign } from '@procuremart/contract';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../testing/call';
import type { paths } from '../testing/openapi-paths';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
});
afterAll(() => t.close());

/** fetch over app.inject: the client speaks HTTP to the app without a listening port. */
async function injectFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const reply = await t.app.inject({
    method: request.method as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    payload: request.method === 'GET' ? undefined : await request.text(),
  });
  return new Response(reply.body, {
    status: reply.statusCode,
    headers: reply.headers as Record<string, string>,
  });
}

const client = createClient<paths>({ baseUrl: 'http://procuremart.test', fetch: injectFetch });

let lastSignTime = 0;
/**
 * The headers the document asks for: `sign-time` (epoch ms) and `sign` = SHA-256 of
 * `body + reverse(body) + pn + sign-time + auth-token` over the body text sent, plus the session token of the
 * `authToken` scheme.
 */
function signedText(body: string, token = '', pn = 'erp') {
  lastSignTime = Math.max(Date.now(), lastSignTime + 1);
  const signTime = String(lastSignTime);
  return {
    params: { header: { pn, 'sign-time': signTime, sign: computeSign({ body, pn, signTime, token }) } },
    headers: { 'auth-token': token },
  };
}

/** Signs a JSON body as openapi-fetch sends it (its serializer is JSON.stringify). */
const signed = (body: unknown, token = '') => signedText(JSON.stringify(body), token);

describe('a client generated from the OpenAPI document', () => {
  it('signs in, searches and places a quick order', async () => {
    const credentials = { username: 'purchaser01', password: DEMO_PASSWORD };
    const login = await client.POST('/api/umc/login', { body: credentials, ...signed(credentials) });
    expect(login.data?.code).toBe('0');
    const token = login.data?.data?.token ?? '';

    const query = { keyword: '订书机', sort: 'sales' as const, pageSize: 20 };
    const search = await client.POST('/api/ucc/searchGoods', { body: query, ...signed(query, token) });
    expect(search.data?.code).toBe('0');
    const offer = search.data?.data?.rows.find((row) => row.stockState === 'inStock');
    expect(offer).toBeDefined();
    const items = [{ skuId: offer!.skuId, supplierShopId: offer!.supplierShopId, num: 2 }];

    const source = { source: 'fastOrder' as const, items };
    const settlement = await client.POST('/api/peb/getSettlement', {
      body: source,
      ...signed(source, token),
    });
    const page = settlement.data?.data;
    expect(page?.problemCount).toBe(0);
    const lines = page!.groups.flatMap((g) =>
      g.lines.map((l) => ({ skuId: l.skuId, expectedPrice: l.price })),
    );
    expect(lines).toEqual([{ skuId: offer!.skuId, expectedPrice: offer!.price }]);

    const submission = {
      ...source,
      requestId: `erp${Date.now()}`,
      lines,
      addressId: page!.addresses.find((a) => a.isDefault)!.addressId,
      invoiceType: '00' as const,
      payMethod: '02' as const,
    };
    const order = await client.POST('/api/peb/submitOrder', {
      body: submission,
      ...signed(submission, token),
    });
    expect(order.data?.code).toBe('0');
    expect(order.data?.data).toMatchObject({ payable: page!.payable, payMethod: '02' });
    expect(order.data?.data?.orders.map((o) => o.amount)).toEqual([page!.payable]);
  });

  it('gets the refusals the document declares: ESIGN for a wrong sign, 400/413/415 for bodies it cannot read', async () => {
    const query = { keyword: '订书机' };
    const tampered = signed({ keyword: '螺丝' });
    const refused = await client.POST('/api/ucc/searchGoods', { body: query, ...tampered });
    expect(refused.response.status).toBe(200);
    expect(refused.data?.code).toBe('ESIGN');

    const broken = await client.POST('/api/ucc/searchGoods', {
      body: query,
      ...signedText('{'),
      bodySerializer: () => '{',
    });
    expect(broken.response.status).toBe(400);
    expect(broken.error).toMatchObject({ code: 'E400', data: null });

    const huge = JSON.stringify({ keyword: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await client.POST('/api/ucc/searchGoods', {
      body: query,
      ...signedText(huge),
      bodySerializer: () => huge,
    });
    expect([tooLarge.response.status, tooLarge.error?.code]).toEqual([413, 'E400']);

    const text = JSON.stringify(query);
    const notJson = await client.POST('/api/ucc/searchGoods', {
      body: query,
      params: signedText(text).params,
      headers: { 'content-type': 'application/xml' },
      bodySerializer: () => text,
    });
    expect([notJson.response.status, notJson.error?.code]).toEqual([415, 'E400']);
  });
});
