import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { hasDevTools } from './prepare.mjs';

it('generates the barrels where tsx is installed and skips them in a production-only install', () => {
  expect(hasDevTools(fileURLToPath(new URL('..', import.meta.url)))).toBe(true);
  const bare = mkdtempSync(join(tmpdir(), 'pm-prepare-'));
  try {
    writeFileSync(join(bare, 'package.json'), '{"name":"bare","private":true}');
    expect(hasDevTools(bare)).toBe(false);
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});
