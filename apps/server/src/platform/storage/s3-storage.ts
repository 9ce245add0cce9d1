import { createReadStream } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import { assertStorageKey, type FileStorage, StorageNotFound } from './storage';

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO, s3rver). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most S3-compatible servers) rather than `bucket.endpoint/key`. */
  pathStyle: boolean;
}

/** Answers the response once the request is signed (SigV4, unsigned payload) and sent with its body. */
async function send(
  settings: S3Settings,
  method: 'PUT' | 'GET' | 'DELETE',
  key: string,
  body?: { stream: Readable | Buffer; size: number; contentType: string },
): Promise<IncomingMessage> {
  const base = new URL(settings.endpoint);
  const path = key
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  const url = settings.pathStyle
    ? new URL(`${base.pathname.replace(/\/$/, '')}/${settings.bucket}/${path}`, base)
    : new URL(`/${path}`, `${base.protocol}//${settings.bucket}.${base.host}`);
  const headers: Record<string, string> = {};
  if (body) {
    headers['content-type'] = body.contentType;
    headers['content-length'] = String(body.size);
  }
  const signed = await new AwsV4Signer({
    method,
    url: url.toString(),
    headers,
    service: 's3',
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
  }).sign();
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: Object.fromEntries(signed.headers.entries()) }, resolve);
    outgoing.on('error', reject);
    if (!body) outgoing.end();
    else if (Buffer.isBuffer(body.stream)) outgoing.end(body.stream);
    else body.stream.on('error', reject).pipe(outgoing);
  });
}

async function drainText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').slice(0, 500);
}

async function expectOk(response: IncomingMessage, what: string): Promise<void> {
  const status = response.statusCode ?? 0;
  const text = await drainText(response);
  if (status < 200 || status >= 300) throw new Error(`S3 ${what} failed with HTTP ${status}: ${text}`);
}

/** Objects in an S3-compatible bucket (S3_* variables, README "File storage"). */
export function s3Storage(settings: S3Settings): FileStorage {
  return {
    kind: 's3',
    async put(key, source, info) {
      assertStorageKey(key);
      const body =
        'buffer' in source
          ? { stream: source.buffer, size: source.buffer.length, contentType: info.contentType }
          : { stream: createReadStream(source.path), size: source.size, contentType: info.contentType };
      await expectOk(await send(settings, 'PUT', key, body), `PUT ${key}`);
    },
    async read(key) {
      assertStorageKey(key);
      const response = await send(settings, 'GET', key);
      if (response.statusCode === 404) {
        response.resume();
        throw new StorageNotFound(key);
      }
      if (response.statusCode !== 200) await expectOk(response, `GET ${key}`);
      return response;
    },
    async delete(key) {
      assertStorageKey(key);
      const response = await send(settings, 'DELETE', key);
      if (response.statusCode === 404) return void response.resume();
      await expectOk(response, `DELETE ${key}`);
    },
  };
}
