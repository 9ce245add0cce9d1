import { computeSign, SIGN_HEADERS } from '@procuremart/contract';

/** The headers the web sends with every call, signed over the exact body text at this moment. */
export function signedHeaders(body: string, token: string, pn: string): Record<string, string> {
  const signTime = String(Date.now());
  return {
    'content-type': 'application/json',
    'accept-language': 'zh-CN',
    [SIGN_HEADERS.token]: token,
    [SIGN_HEADERS.routeName]: pn,
    [SIGN_HEADERS.signTime]: signTime,
    [SIGN_HEADERS.sign]: computeSign({ body, pn, signTime, token }),
  };
}
