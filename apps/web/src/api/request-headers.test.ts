import { computeSign } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { buildRequestHeaders } from './request-headers';

describe('request headers', () => {
  const body = JSON.stringify({ brandName: '得力', pageNo: 1 });

  it('carries token, route name, sign time, language and the sign over the exact body text', () => {
    const headers = buildRequestHeaders({
      body,
      token: 'tok',
      routeName: 'brandManage',
      locale: 'en-US',
      now: 1_700_000_000_000,
    });
    expect(headers['auth-token']).toBe('tok');
    expect(headers.pn).toBe('brandManage');
    expect(headers['sign-time']).toBe('1700000000000');
    expect(headers['accept-language']).toBe('en-US');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.sign).toBe(
      computeSign({ body, pn: 'brandManage', signTime: '1700000000000', token: 'tok' }),
    );
    expect(headers.sign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs with an empty token when logged out', () => {
    const headers = buildRequestHeaders({
      body: '{}',
      token: null,
      routeName: 'login',
      locale: 'zh-CN',
      now: 5,
    });
    expect(headers['auth-token']).toBe('');
    expect(headers.sign).toBe(computeSign({ body: '{}', pn: 'login', signTime: '5', token: '' }));
  });

  it('changes the sign when the body changes', () => {
    const a = buildRequestHeaders({ body: '{"a":1}', token: 't', routeName: 'x', locale: 'zh-CN', now: 1 });
    const b = buildRequestHeaders({ body: '{"a":2}', token: 't', routeName: 'x', locale: 'zh-CN', now: 1 });
    expect(a.sign).not.toBe(b.sign);
  });
});
