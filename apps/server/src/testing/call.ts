import {
  type CallDef,
  type CallInput,
  type CallOutput,
  computeSign,
  type Envelope,
  type Locale,
  login,
  SIGN_HEADERS,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { now } from '../platform/clock';

export const DEMO_PASSWORD = 'Procure#2026';

export interface CallOptions {
  token?: string;
  locale?: Locale;
  pn?: string;
  /** Overrides sign-time; null leaves the header out. */
  signTime?: string | null;
  /** Overrides the computed sign; null leaves the header out. */
  sign?: string | null;
  /** Sends this text as the body instead of JSON.stringify(input). */
  rawBody?: string;
  /** Signs this text while sending the body: a body changed after signing. */
  signedBody?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  cookies: { name: string; value: string; [attribute: string]: unknown }[];
  headers: Record<string, unknown>;
}

let lastSignTime = 0;
/** Like the web: the test clock in ms, but later than the previous call's, so no two calls share a sign. */
const nextSignTime = (): string => {
  const at = now().getTime();
  // A clock set back (time travel ends) starts over from it.
  lastSignTime = lastSignTime >= at && lastSignTime - at < 1000 ? lastSignTime + 1 : at;
  return String(lastSignTime);
};

/** Makes one API call the way the web does: JSON body, auth-token, pn, sign-time and sign headers. */
export async function call<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallResult<CallOutput<C>>> {
  const body = options.rawBody ?? JSON.stringify(input);
  const token = options.token ?? '';
  const pn = options.pn ?? 'testPage';
  const signTime = options.signTime === undefined ? nextSignTime() : options.signTime;
  const sign =
    options.sign === undefined
      ? computeSign({ body: options.signedBody ?? body, pn, signTime: signTime ?? '', token })
      : options.sign;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': options.locale ?? 'zh-CN',
    [SIGN_HEADERS.token]: token,
    [SIGN_HEADERS.routeName]: pn,
  };
  if (signTime !== null) headers[SIGN_HEADERS.signTime] = signTime;
  if (sign !== null) headers[SIGN_HEADERS.sign] = sign;
  const response = await app.inject({ method: 'POST', url: def.path, headers, payload: body });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<CallOutput<C>>,
    cookies: response.cookies as CallResult<unknown>['cookies'],
    headers: response.headers,
  };
}

/** The data of a successful call; fails the test with the envelope otherwise. */
export function dataOf<T>(result: CallResult<T>): T {
  if (result.body.code !== '0') {
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body.data as T;
}

/** Logs a demo account in and returns its session token. */
export async function loginAs(app: FastifyInstance, username: string, rememberMe = false): Promise<string> {
  return dataOf(await call(app, login, { username, password: DEMO_PASSWORD, rememberMe })).token;
}
