import { getPreferences, savePreferences } from '@procuremart/contract';
import { apiLogin, signedCall } from './api';
import type { DemoUsername } from './demo-accounts';

/**
 * Forgets a demo account's theme and language on the shared server, so the specs after this one see the
 * browser's own again (theme and language are kept per user on the server).
 */
export async function forgetPreferences(username: DemoUsername): Promise<void> {
  const token = await apiLogin(username);
  await signedCall(savePreferences.path, { theme: null, locale: null }, token);
  const left = await signedCall<{ theme: unknown; locale: unknown }>(getPreferences.path, {}, token);
  if (left.theme !== null || left.locale !== null)
    throw new Error(`${username} kept ${JSON.stringify(left)}`);
}
