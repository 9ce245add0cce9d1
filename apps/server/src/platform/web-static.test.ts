import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const VENDOR_SOURCE = 'export const answer = 42;\n'.repeat(200);

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'pm-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ProcureMart</title>');
  writeFileSync(join(dist, 'assets', 'index-3f2a9c.js'), 'console.log(1)');
  // What the web build's precompression step leaves beside a large asset.
  writeFileSync(join(dist, 'assets', 'vendor-9b1e4d.js'), VENDOR_SOURCE);
  writeFileSync(join(dist, 'assets', 'vendor-9b1e4d.js.br'), brotliCompressSync(VENDOR_SOURCE));
  writeFileSync(join(dist, 'assets', 'vendor-9b1e4d.js.gz'), gzipSync(VENDOR_SOURCE));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built web app', () => {
  it('serves index.html at / revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('ProcureMart');
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of an asset to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const url = '/assets/vendor-9b1e4d.js';
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(VENDOR_SOURCE.length / 10);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_SOURCE);
  });

  it('sends an asset without a compressed copy as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('keeps the API and its 404 envelope apart from the files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('E404');
  });
});
