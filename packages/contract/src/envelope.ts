/** The response envelope every API answer uses, errors included (SPEC §3, §8). */
export interface Envelope<T = unknown> {
  code: string;
  data: T | null;
  respCode: string;
  respDesc: string;
  message: string;
}

export const ErrorCode = {
  ok: '0',
  business: '8888',
  validation: 'E400',
  signature: 'ESIGN',
  loginExpired: 'AE401',
  forbidden: 'E403',
  notFound: 'E404',
  conflict: 'E409',
  tooManyRequests: 'E429',
  /** The user must change their password (set or reset by an administrator) before any other call. */
  passwordChangeRequired: 'EPWD',
  /** The payment gateway this server runs does not offer what was asked (online payment, the simulated gateway). */
  paymentGateway: 'EPAY',
  /** The caller's organisation is not through its registration audit: only its application is open to it. */
  underReview: 'EAUDIT',
  internal: 'E500',
} as const;

export const RESP_OK = '0000';

/** SPEC §8: success when code is '0', '0000' or 0, and respCode (when present) is '0000' or '0'. */
export function isSuccess(env: Pick<Envelope, 'code' | 'respCode'> | null | undefined): boolean {
  if (!env) return false;
  const code = String(env.code);
  const resp = env.respCode === undefined || env.respCode === null ? RESP_OK : String(env.respCode);
  return (code === '0' || code === '0000') && (resp === RESP_OK || resp === '0');
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: ErrorCode.ok, data, respCode: RESP_OK, respDesc: 'success', message: 'success' };
}

export function errorEnvelope(code: string, desc: string, data: unknown = null): Envelope<unknown> {
  return { code, data, respCode: code, respDesc: desc, message: desc };
}
