import { computeSign, SIGN_HEADERS } from '@procuremart/contract';

export interface HeaderInput {
  body: string;
  token: string | null;
  routeName: string;
  locale: string;
  now: number;
}

let lastSignTime = 0;

/**
 * The sign-time of the next request: the clock in milliseconds, but always later than the previous one,
 * so that two identical writes never carry the same sign (the server accepts a write's sign once).
 */
export function nextSignTime(now: number): number {
  // A clock set back starts over from it.
  lastSignTime = lastSignTime >= now && lastSignTime - now < 1000 ? lastSignTime + 1 : now;
  return lastSignTime;
}

/** Headers every call carries (SPEC §7): token, route name, sign time and the sign over the exact body text. */
export function buildRequestHeaders({
  body,
  token,
  routeName,
  locale,
  now,
}: HeaderInput): Record<string, string> {
  const signTime = String(now);
  const tokenValue = token ?? '';
  return {
    'content-type': 'application/json',
    'accept-language': locale,
    [SIGN_HEADERS.token]: tokenValue,
    [SIGN_HEADERS.routeName]: routeName,
    [SIGN_HEADERS.signTime]: signTime,
    [SIGN_HEADERS.sign]: computeSign({ body, pn: routeName, signTime, token: tokenValue }),
  };
}
