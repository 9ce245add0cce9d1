import { type CallDef, type CallInput, type Envelope, isSuccess } from '@procuremart/contract';
import type { Request, RequestParams } from 'autocannon';
import { signedHeaders } from './signed-headers';

/** What autocannon sends for one scenario and how a response is judged. */
export interface LoadPlan {
  requests: Request[];
  /** A response that is not ok counts as an error in the report, whatever its HTTP status. */
  isOk(status: number, body: string): boolean;
}

export interface SignedLoadOptions<C extends CallDef> {
  /** Route name sent as `pn`, as the page making the call would. */
  pn: string;
  nextInput: () => CallInput<C>;
  nextToken?: () => string;
}

/** A load of one contract call; each request gets its own body, sign-time and sign when it is sent. */
export function signedCallLoad<C extends CallDef>(call: C, options: SignedLoadOptions<C>): LoadPlan {
  const nextToken = options.nextToken ?? (() => '');
  const setupRequest = (request: RequestParams): RequestParams => {
    const body = JSON.stringify(options.nextInput());
    return {
      ...request,
      method: 'POST',
      path: call.path,
      headers: { ...request.headers, ...signedHeaders(body, nextToken(), options.pn) },
      body,
    };
  };
  return { requests: [{ setupRequest }], isOk: envelopeIsSuccess };
}

function envelopeIsSuccess(status: number, body: string): boolean {
  if (status !== 200) return false;
  try {
    return isSuccess(JSON.parse(body) as Envelope);
  } catch {
    return false;
  }
}

/** Round-robin over a fixed list, so that load spreads over several accounts or sessions. */
export function rotating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next];
    next = (next + 1) % items.length;
    return item;
  };
}
