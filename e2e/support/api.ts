import { computeSign, login, SIGN_HEADERS } from '@procuremart/contract';
import { inject } from 'vitest';
import { DEMO_PASSWORD, type DemoUsername } from './demo-accounts';

/** One signed API call to the shared server, as the web app makes it. */
export async function signedCall<T>(path: string, input: unknown, token = ''): Promise<T> {
  const body = JSON.stringify(input);
  const signTime = String(Date.now());
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADERS.token]: token,
      [SIGN_HEADERS.routeName]: 'e2e',
      [SIGN_HEADERS.signTime]: signTime,
      [SIGN_HEADERS.sign]: computeSign({ body, pn: 'e2e', signTime, token }),
    },
    body,
  });
  const envelope = (await response.json()) as { code: string; data: T; respDesc?: string };
  if (envelope.code !== '0') throw new Error(`${path}: ${envelope.code} ${envelope.respDesc ?? ''}`);
  return envelope.data;
}

/** A session token of a demo account, from the login call. */
export async function apiLogin(username: DemoUsername): Promise<string> {
  const { token } = await signedCall<{ token: string }>(login.path, { username, password: DEMO_PASSWORD });
  return token;
}
