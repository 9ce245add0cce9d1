import { computeSign } from '@procuremart/contract';
import { checkUserExist, getUserInfo, queryBrandList } from '@procuremart/contract/refs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAuthHooks } from './auth-hooks';
import { ApiError, api, REQUEST_TIMEOUT_MS } from './client';

const envelope = (fields: object) =>
  JSON.stringify({
    code: '0',
    data: null,
    respCode: '0000',
    respDesc: 'success',
    message: 'success',
    ...fields,
  });

type FetchArgs = [string, RequestInit];

describe('api()', () => {
  let expired = 0;
  let sentToLogin = 0;
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

  beforeEach(() => {
    expired = 0;
    sentToLogin = 0;
    registerAuthHooks({
      getToken: () => 'token-1',
      onLoginExpired: () => expired++,
      onNotLoggedIn: () => sentToLogin++,
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts the signed JSON body to the call path and returns the typed data', async () => {
    fetchMock.mockResolvedValue(new Response(envelope({ data: { exists: true } })));
    const result = await api(checkUserExist, { username: 'purchaser01' });

    expect(result).toEqual({ exists: true });
    const [url, init] = fetchMock.mock.calls[0];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/umc/checkUserExist');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"purchaser01"}');
    expect(headers['auth-token']).toBe('token-1');
    expect(headers.sign).toBe(
      computeSign({
        body: String(init.body),
        pn: headers.pn,
        signTime: headers['sign-time'],
        token: 'token-1',
      }),
    );
  });

  it('throws an ApiError carrying the code, the description and the field', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        envelope({ code: '8888', respCode: '8888', respDesc: '用户名已存在', data: { field: 'username' } }),
      ),
    );
    const error = await api(checkUserExist, { username: 'x' }, { notify: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '8888', respDesc: '用户名已存在', field: 'username' });
  });

  it('runs the login-expired flow on AE401', async () => {
    fetchMock.mockResolvedValue(
      new Response(envelope({ code: 'AE401', respCode: 'AE401', respDesc: 'expired' })),
    );
    await expect(api(getUserInfo, {})).rejects.toMatchObject({ code: 'AE401' });
    expect(expired).toBe(1);
  });

  it('sends a user whose password must change to the change-password page on EPWD, without a notice', async () => {
    let toChange = 0;
    registerAuthHooks({
      getToken: () => 'token-1',
      onLoginExpired: () => expired++,
      onNotLoggedIn: () => sentToLogin++,
      onPasswordChangeRequired: () => toChange++,
    });
    fetchMock.mockResolvedValue(
      new Response(envelope({ code: 'EPWD', respCode: 'EPWD', respDesc: '请先修改密码' })),
    );
    await expect(api(getUserInfo, {})).rejects.toMatchObject({ code: 'EPWD' });
    expect(toChange).toBe(1);
    expect(expired).toBe(0);
  });

  it('sends a user under registration audit to its application on EAUDIT, without a notice', async () => {
    let sentToApplication = 0;
    registerAuthHooks({
      getToken: () => 'token-1',
      onLoginExpired: () => expired++,
      onNotLoggedIn: () => sentToLogin++,
      onUnderReview: () => sentToApplication++,
    });
    const notices = await import('./notices');
    const shown = vi.spyOn(notices, 'showErrorNotice');
    fetchMock.mockResolvedValue(
      new Response(envelope({ code: 'EAUDIT', respCode: 'EAUDIT', respDesc: '您的企业注册正在审核中' })),
    );
    await expect(api(queryBrandList, { pageNo: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'EAUDIT' });
    expect(sentToApplication).toBe(1);
    expect(shown).not.toHaveBeenCalled();
    expect(expired).toBe(0);
  });

  it('does not send a protected call without a token: sends to login, no "expired" modal', async () => {
    registerAuthHooks({
      getToken: () => null,
      onLoginExpired: () => expired++,
      onNotLoggedIn: () => sentToLogin++,
    });
    await expect(api(getUserInfo, {})).rejects.toMatchObject({ code: 'AE401' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sentToLogin).toBe(1);
    expect(expired).toBe(0);
  });

  it('describes an HTTP failure without an envelope by its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api(checkUserExist, { username: 'x' }, { notify: false })).rejects.toMatchObject({
      httpStatus: 502,
      respDesc: '网关错误',
    });
  });

  it('gives up after 50 s with the timeout text', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = api(checkUserExist, { username: 'x' }, { notify: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', respDesc: '请求超时' });
  });

  it('cancels the previous request of the same call when asked', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    fetchMock.mockResolvedValueOnce(
      new Response(envelope({ data: { rows: [], total: 0, pageNo: 1, pageSize: 10 } })),
    );
    const first = api(queryBrandList, { pageNo: 1 }, { cancelPrevious: true }).catch((e: unknown) => e);
    const second = api(queryBrandList, { pageNo: 2 }, { cancelPrevious: true });
    expect(await first).toMatchObject({ code: 'CANCELLED' });
    expect(await second).toMatchObject({ total: 0 });
  });
});
