import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/gen-barrels.mjs', import.meta.url));

describe('generated barrels', () => {
  it('gather every call, page manifest, table and server module (npm run gen writes them)', () => {
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
