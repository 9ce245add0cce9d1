// Finds tests that check only that something was refused ("not success", "threw something") instead of the
// specific code and message a user would get: such a test passes on a typo or on a refusal for another reason.
// A justified case carries `// weak-refusal-ok: <why>` on its line or the line above.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const TEST_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contract/src',
  'e2e/specs',
  'scripts',
];
export const ALLOW = 'weak-refusal-ok:';

/** What a weak assertion looks like, and what to assert instead. */
export const WEAK_PATTERNS = [
  [/\.not\.to(?:Be|Equal|StrictEqual)\((?:['"]0{1,4}['"]|ErrorCode\.ok|RESP_OK)\)/, 'code is "not success"'],
  [/\.not\.toEqual\(\[[^\]]*['"]0['"]\s*\]\)/, 'code is "not success"'],
  [/\.not\.toBe\(200\)/, 'HTTP status is "not 200"'],
  [/toBeGreaterThan(?:OrEqual)?\((?:4|5)\d\d\)|toBeGreaterThan\(399\)/, 'HTTP status is "some error"'],
  [/\b(?:success|ok)\)\.(?:toBe\(false\)|toBeFalsy\(\))/, 'result is "not ok"'],
  [/\bok\(\)\)\.(?:toBe\(false\)|toBeFalsy\(\))/, 'response is "not ok"'],
  [/isSuccess\([^)]*\)\)\.(?:toBe\(false\)|toBeFalsy\(\))/, 'envelope is "not success"'],
  [/(?<!\.not)\.toThrow(?:Error)?\(\)/, 'throws "something"'],
  [/(?:respDesc|message)\)\.(?:toBeTruthy|toBeDefined)\(\)/, 'message is "some text"'],
];

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.(test|spec)\.(ts|tsx|mjs)$/.test(entry.name)) yield path;
  }
}

/** The weak assertions in one file's text: `{ line, text, why }`, 1-based lines. */
export function weakAssertionsIn(source) {
  const lines = source.split('\n');
  const found = [];
  lines.forEach((text, index) => {
    if (text.includes(ALLOW) || lines[index - 1]?.includes(ALLOW)) return;
    for (const [pattern, why] of WEAK_PATTERNS) {
      if (pattern.test(text)) {
        found.push({ line: index + 1, text: text.trim(), why });
        break;
      }
    }
  });
  return found;
}

/** Every weak assertion under the test roots of the repository at `root`, as `path:line  why  text`. */
export function findWeakRefusals(root, roots = TEST_ROOTS) {
  const report = [];
  for (const dir of roots) {
    for (const file of testFiles(join(root, dir))) {
      if (file.endsWith('weak-refusals.test.mjs')) continue;
      for (const { line, text, why } of weakAssertionsIn(readFileSync(file, 'utf8'))) {
        report.push(`${relative(root, file)}:${line}  ${why}  ${text}`);
      }
    }
  }
  return report;
}
