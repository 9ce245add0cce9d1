import { computeSign, SIGN_HEADERS } from '@procuremart/contract';

export interface HeaderInput {
  body: string;
  token: string | null;
  routeName: string;
  locale: string;
  now: number;
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
