import { callRef, ErrorCode } from '@procuremart/contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAuthHooks } from './auth-hooks';
import { api } from './client';
import { entityRoot, refreshThrough } from './entity-refresh';

const envelope = (code: string) =>
  JSON.stringify({ code, data: {}, respCode: code === '0' ? '0000' : code, respDesc: 'x', message: 'x' });

const step = callRef('peb_confirmArrive', ['purchaser'], ['order', 'shipment']);
const read = callRef('peb_getOrderDetail', ['purchaser']);
/** A read that writes: opening a message marks it read. */
const openMessage = callRef('umc_getMessage', ['user'], ['message']);

describe('refreshing open views after a call', () => {
  let client: QueryClient;
  const fetchMock = vi.fn<() => Promise<Response>>();
  const stale = () =>
    Object.fromEntries(
      client
        .getQueryCache()
        .getAll()
        .map((q) => [String(q.queryKey[0]), q.isStale()]),
    );

  beforeEach(() => {
    registerAuthHooks({
      getToken: () => 't',
      onLoginExpired: () => undefined,
      onNotLoggedIn: () => undefined,
    });
    vi.stubGlobal('fetch', fetchMock);
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    refreshThrough(client);
    entityRoot('test-orders', ['order']);
    entityRoot('test-shipments', ['shipment']);
    entityRoot('test-goods', ['goods']);
    for (const root of ['test-orders', 'test-shipments', 'test-goods', 'test-unregistered'])
      client.setQueryData([root, 'list'], { rows: [] });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('a successful write refreshes every view of the kinds it touches, and no other', async () => {
    fetchMock.mockResolvedValue(new Response(envelope('0')));
    await api(step, { shipmentId: '1' });
    expect(stale()).toEqual({
      'test-orders': true,
      'test-shipments': true,
      'test-goods': false,
      'test-unregistered': false,
    });
  });

  it('a refusal because the state moved refreshes them too; another refusal or a read does not', async () => {
    fetchMock.mockResolvedValueOnce(new Response(envelope(ErrorCode.business)));
    await expect(api(step, { shipmentId: '1' }, { notify: false })).rejects.toMatchObject({ code: '8888' });
    fetchMock.mockResolvedValueOnce(new Response(envelope('0')));
    await api(read, { orderId: '1' });
    expect(stale()['test-orders']).toBe(false);

    fetchMock.mockResolvedValueOnce(new Response(envelope(ErrorCode.conflict)));
    await expect(api(step, { shipmentId: '1' }, { notify: false })).rejects.toMatchObject({ code: 'E409' });
    expect(stale()['test-orders']).toBe(true);
  });

  it('does not load a view again from its own load when that load is a write (opening a message)', async () => {
    fetchMock.mockImplementation(async () => new Response(envelope('0')));
    entityRoot('test-messages', ['message']);
    const detail = new QueryObserver(client, {
      queryKey: ['test-messages', 'detail', '1'],
      queryFn: () => api(openMessage, { messageId: '1' }),
    });
    const stop = detail.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(detail.getCurrentResult().isSuccess).toBe(true));
      // Loaded again (the window regained focus): one more load, not a reload without end.
      await detail.refetch();
      await vi.waitFor(() => expect(detail.getCurrentResult().fetchStatus).toBe('idle'));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
