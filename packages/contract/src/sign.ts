import { sha256Hex } from './sha256';

/** Request headers that every call carries (SPEC §7). */
export const SIGN_HEADERS = {
  token: 'auth-token',
  routeName: 'pn',
  signTime: 'sign-time',
  sign: 'sign',
} as const;

/** A sign-time further than this from the server clock is refused. */
export const SIGN_MAX_SKEW_MS = 5 * 60 * 1000;

export interface SignInput {
  /** The exact request body text; empty for GET. */
  body: string;
  /** The current route name (header `pn`). */
  pn: string;
  /** Epoch milliseconds as sent in `sign-time`. */
  signTime: string;
  /** The `auth-token` header value; empty when there is none. */
  token: string;
}

/** Reverses by Unicode code points, so that a surrogate pair stays one character. */
export function reverseCodePoints(text: string): string {
  return Array.from(text).reverse().join('');
}

/**
 * sign = lowercase hex SHA-256 of UTF-8 `body + reverse(body) + pn + signTime + token`. The browser uses the
 * contract's own SHA-256; the server passes node's (about 10× faster, and it checks a sign on every request).
 */
export function computeSign(
  { body, pn, signTime, token }: SignInput,
  hashHex: (text: string) => string = sha256Hex,
): string {
  return hashHex(body + reverseCodePoints(body) + pn + signTime + token);
}

export const SIGN_DESCRIPTION = [
  'Every /api call carries the headers `auth-token` (session token, empty when none), `pn` (the current',
  'route name), `sign-time` (epoch milliseconds) and `sign`. `sign` is the lowercase hex SHA-256 of the UTF-8',
  'text `body + reverse(body) + pn + signTime + token`, where `body` is the exact request body text (empty for',
  'GET), `reverse` reverses by Unicode code points and `token` is the `auth-token` header value. A missing or',
  'wrong sign, or a sign-time more than 5 minutes off the server clock, is refused with code `ESIGN`.',
].join(' ');
