import { createHash } from 'node:crypto';
import { computeSign, SIGN_HEADERS, SIGN_MAX_SKEW_MS } from '@procuremart/contract';
import type { FastifyRequest } from 'fastify';
import { signatureError } from './errors';

const headerText = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

export const tokenHeader = (request: FastifyRequest): string => headerText(request, SIGN_HEADERS.token);

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Refuses (ESIGN) a request whose sign is missing, does not match its body, or was made too long ago. */
export function verifySignature(request: FastifyRequest, now: Date): void {
  const sign = headerText(request, SIGN_HEADERS.sign).toLowerCase();
  const signTime = headerText(request, SIGN_HEADERS.signTime);
  if (!/^[0-9a-f]{64}$/.test(sign) || !/^\d{1,16}$/.test(signTime)) throw signatureError();
  if (Math.abs(now.getTime() - Number(signTime)) > SIGN_MAX_SKEW_MS) throw signatureError();
  const expected = computeSign(
    {
      body: request.rawBody ?? '',
      pn: headerText(request, SIGN_HEADERS.routeName),
      signTime,
      token: tokenHeader(request),
    },
    sha256Hex,
  );
  if (expected !== sign) throw signatureError();
}
