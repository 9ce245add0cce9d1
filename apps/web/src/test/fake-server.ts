import { callPath, ErrorCode, errorEnvelope, okEnvelope } from '@procuremart/contract';
import { vi } from 'vitest';

/** A refusal the fake server answers with (an envelope code and the server's message). */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly respDesc: string,
  ) {
    super(respDesc);
  }
}

type Handler = (input: any) => unknown;

/**
 * Stubs `fetch` with a small server for component tests that need the real `api()` (signing, envelope,
 * notices, refreshing views): each call name answers through its handler, a thrown `Refusal` becomes an error
 * envelope, a call without a handler is "not found". `calls` records what was called; `vi.unstubAllGlobals()`
 * removes it.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const byPath = new Map(
    Object.entries(handlers).map(([name, handler]) => [callPath(name), { name, handler }]),
  );
  const calls: { name: string; input: unknown }[] = [];
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const found = byPath.get(url);
      if (!found) return answer(errorEnvelope(ErrorCode.notFound, `no handler for ${url}`));
      const input: unknown = JSON.parse(String(init.body ?? '{}'));
      calls.push({ name: found.name, input });
      try {
        return answer(okEnvelope(await found.handler(input)));
      } catch (error) {
        if (error instanceof Refusal) return answer(errorEnvelope(error.code, error.respDesc));
        throw error;
      }
    }),
  );
  return { calls, called: (name: string) => calls.filter((c) => c.name === name) };
}
