import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_OUTPUTS,
  forgetBuild,
  reasonToBuild,
  recordBuild,
  sourceFingerprint,
} from './build-fingerprint.mjs';

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** A finished build of the sources as they are now. */
const build = () => {
  for (const output of BUILD_OUTPUTS) write(output, 'built');
  recordBuild(root, sourceFingerprint(root));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pm-fingerprint-'));
  write('package.json', '{}');
  write('apps/web/src/main.tsx', 'render()');
  write('apps/server/src/main.ts', 'listen()');
  write('packages/contract/src/index.ts', 'export {}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start has to build', () => {
  it('builds a fresh clone, then not again while the sources stay as they were', () => {
    expect(reasonToBuild(root)).toMatch(/missing/);
    build();
    expect(reasonToBuild(root)).toBeNull();
  });

  it('builds again after a source of the web app, the server or the contract changed', () => {
    for (const source of [
      'apps/web/src/main.tsx',
      'apps/server/src/main.ts',
      'packages/contract/src/index.ts',
    ]) {
      build();
      write(source, 'changed()');
      expect(reasonToBuild(root), source).toBe('the sources changed since the last build');
    }
  });

  it('builds again when a source file is added or the locked dependencies change', () => {
    build();
    write('apps/web/src/NewPage.tsx', 'export {}');
    expect(reasonToBuild(root)).not.toBeNull();
    build();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(reasonToBuild(root)).not.toBeNull();
  });

  it('builds again when an output is gone, or when the last build did not finish', () => {
    build();
    rmSync(join(root, 'apps/web/dist/index.html'));
    expect(reasonToBuild(root)).toMatch(/apps\/web\/dist\/index.html is missing/);
    // A build starts by forgetting the last one; this one stopped half-way.
    forgetBuild(root);
    for (const output of BUILD_OUTPUTS) write(output, 'half built');
    expect(reasonToBuild(root)).toBe('no build has been recorded');
  });

  it('does not build for a changed test, the database folder or the built files themselves', () => {
    build();
    write('apps/server/src/main.test.ts', 'it()');
    write('apps/web/src/App.test.tsx', 'it()');
    write('data/PG_VERSION', '17');
    write('apps/web/dist/assets/index-1234.js', 'built');
    write('apps/web/node_modules/.vite/cache.json', '{}');
    expect(reasonToBuild(root)).toBeNull();
  });
});
