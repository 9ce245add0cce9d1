import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.mjs';

let dist;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'pm-precompress-'));
  mkdirSync(join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressing the built web app', () => {
  it('writes brotli and gzip copies of scripts and styles that decompress to the original', async () => {
    const script = 'export function greet(name) { return "hello " + name; }\n'.repeat(100);
    const style = '.card { color: var(--primary); margin: 0 auto; }\n'.repeat(100);
    writeFileSync(join(dist, 'assets', 'index-a1b2.js'), script);
    writeFileSync(join(dist, 'assets', 'index-c3d4.css'), style);

    expect(await precompressDir(dist)).toBe(4);

    const js = join(dist, 'assets', 'index-a1b2.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dist, 'assets', 'index-c3d4.css.br'))).toBe(true);
  });

  it('leaves index.html, pictures and tiny files alone', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html>'.repeat(200));
    writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(5000));
    writeFileSync(join(dist, 'assets', 'tiny-e5f6.js'), 'x'.repeat(MIN_BYTES - 1));

    expect(await precompressDir(dist)).toBe(0);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'tiny-e5f6.js.gz'))).toBe(false);
  });
});
