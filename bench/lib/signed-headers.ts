import { computeSign, SIGN_HEADERS } from '@procuremart/contract';

let lastSignTime = 0;

/** The headers the web sends with every call, signed over the exact body text at this moment. */
export function signedHeaders(body: string, token: string, pn: string): Record<string, string> {
  // Later than the previous request's: the server accepts the sign of a write once only.
  lastSignTime = Math.max(Date.now(), lastSignTime + 1);
  const signTime = String(lastSignTime);
  return {
    'content-type': 'application/json',
    'accept-language': 'zh-CN',
    [SIGN_HEADERS.token]: token,
    [SIGN_HEADERS.routeName]: pn,
    [SIGN_HEADERS.signTime]: signTime,
    [SIGN_HEADERS.sign]: computeSign({ body, pn, signTime, token }),
  };
}
