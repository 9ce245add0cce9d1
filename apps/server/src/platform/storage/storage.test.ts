import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { assertStorageKey, type FileStorage, newStorageKey, StorageNotFound } from './storage';

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const scratch = mkdtempSync(join(tmpdir(), 'pm-storage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function behavesAsStorage(name: string, open: () => FileStorage) {
  describe(name, () => {
    it('stores bytes and files under random keys, reads them back and deletes them', async () => {
      const storage = open();
      const at = new Date('2026-11-23T10:00:00Z');
      const first = newStorageKey('uploads', at);
      const second = newStorageKey('exports', at);
      expect(first).not.toBe(newStorageKey('uploads', at));
      expect(first).toMatch(/^uploads\/2026-11\//);

      await storage.put(first, { buffer: Buffer.from('品牌 logo bytes') }, { contentType: 'image/png' });
      const file = join(scratch, `${name}-source.txt`);
      writeFileSync(file, 'x'.repeat(100_000));
      await storage.put(second, { path: file, size: 100_000 }, { contentType: 'text/plain' });

      expect(await readAll(await storage.read(first))).toBe('品牌 logo bytes');
      expect((await readAll(await storage.read(second))).length).toBe(100_000);

      await storage.delete(first);
      await expect(storage.read(first)).rejects.toBeInstanceOf(StorageNotFound);
      await storage.delete(first);
    });

    it('refuses keys it did not make (no path from user text)', async () => {
      const storage = open();
      await expect(storage.read('../../etc/passwd')).rejects.toThrow(/not a storage key/);
      await expect(
        storage.put('uploads/2026-11/../../x', { buffer: Buffer.from('') }, { contentType: 'text/plain' }),
      ).rejects.toThrow(/not a storage key/);
    });
  });
}

behavesAsStorage('local folder', () => localStorage(join(scratch, 'files')));

// s3rver is a small S3-compatible server from npm: the same checks against real S3 requests (SigV4).
let s3Endpoint = '';
let s3Server: S3rver | null = null;
beforeAll(async () => {
  s3Server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3rver'),
    configureBuckets: [{ name: 'procuremart' }],
  });
  const address = await s3Server.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => s3Server?.close());

behavesAsStorage('S3-compatible bucket', () =>
  s3Storage({
    endpoint: s3Endpoint,
    bucket: 'procuremart',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pathStyle: true,
  }),
);

it('a storage key is only ever one newStorageKey made', () => {
  expect(() => assertStorageKey(newStorageKey('imports', new Date()))).not.toThrow();
  expect(() => assertStorageKey('imports/2026-11/evil.exe')).toThrow(
    'not a storage key: "imports/2026-11/evil.exe"',
  );
});
