import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir-lock';

const dirs: string[] = [];
const pidFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pm-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite.pid');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data directory claim', () => {
  it('refuses a directory another running process holds', () => {
    const file = pidFile();
    writeFileSync(file, String(process.ppid));
    expect(() => claimDataDir(file)).toThrow(/in use by process/);
  });

  it('takes over the file a killed process left behind, and releases it', () => {
    const file = pidFile();
    writeFileSync(file, '999999999');
    const release = claimDataDir(file);
    release();
    expect(existsSync(file)).toBe(false);
  });
});
