import { computeSign, getPreferences, login, SIGN_HEADERS, savePreferences } from '@procuremart/contract';
import { inject } from 'vitest';
import { DEMO_PASSWORD, type DemoUsername } from './demo-accounts';

/** One signed API call, as the web app makes it. */
async function signedCall<T>(path: string, input: unknown, token = ''): Promise<T> {
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

/**
 * Forgets a demo account's theme and language on the shared server, so the specs after this one see the
 * browser's own again (theme and language are kept per user on the server).
 */
export async function forgetPreferences(username: DemoUsername): Promise<void> {
  const { token } = await signedCall<{ token: string }>(login.path, { username, password: DEMO_PASSWORD });
  await signedCall(savePreferences.path, { theme: null, locale: null }, token);
  const left = await signedCall<{ theme: unknown; locale: unknown }>(getPreferences.path, {}, token);
  if (left.theme !== null || left.locale !== null)
    throw new Error(`${username} kept ${JSON.stringify(left)}`);
}
