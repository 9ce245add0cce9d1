import { computeSign, FILE_ROUTES, type Locale, SIGN_HEADERS, type StoredFile } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { now } from '../platform/clock';

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0a1d5b30000000049454e44ae426082',
    'hex',
  ),
]);

/** Uploads a file the way the web does: multipart, signed over an empty body, with the session token. */
export async function upload(
  app: FastifyInstance,
  token: string,
  group: string,
  fileName: string,
  bytes: Buffer,
  locale: Locale = 'zh-CN',
): Promise<{
  status: number;
  body: { code: string; data: StoredFile & { field?: string }; respDesc: string };
}> {
  const boundary = '----pmtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const signTime = String(now().getTime());
  const response = await app.inject({
    method: 'POST',
    url: `${FILE_ROUTES.upload}?group=${group}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': locale,
      [SIGN_HEADERS.token]: token,
      [SIGN_HEADERS.routeName]: 'testPage',
      [SIGN_HEADERS.signTime]: signTime,
      [SIGN_HEADERS.sign]: computeSign({ body: '', pn: 'testPage', signTime, token }),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
