import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWeakRefusals, weakAssertionsIn } from './weak-refusals.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

describe('refusal tests', () => {
  it('assert the specific code and message, never only "not success" (see scripts/weak-refusals.mjs)', () => {
    expect(findWeakRefusals(repo)).toEqual([]);
  });

  it.each([
    "expect(res.body.code).not.toBe('0');",
    "expect([who, res.body.code]).not.toEqual([who, '0']);",
    'expect(body.code).not.toBe(ErrorCode.ok);',
    'expect(hidden.statusCode).not.toBe(200);',
    'expect(res.statusCode).toBeGreaterThanOrEqual(400);',
    'expect(body.success).toBe(false);',
    'expect(ok).toBe(false);',
    'expect(response.ok()).toBeFalsy();',
    'expect(isSuccess(body)).toBe(false);',
    'await expect(promise).rejects.toThrow();',
    'expect(() => parse(x)).toThrowError();',
    'expect(bad.body.respDesc).toBeTruthy();',
  ])('catches %s', (line) => {
    expect(weakAssertionsIn(line).map((found) => found.line)).toEqual([1]);
  });

  it.each([
    "expect([res.body.code, res.body.respDesc]).toEqual(['E404', '发货单不存在']);",
    "expect(() => parse(x)).toThrow('not a price');",
    'expect(() => validateMachine(m)).not.toThrow();',
    "expect(res.body.code).not.toBe('0'); // weak-refusal-ok: any refusal will do here, because …",
    "// weak-refusal-ok: the gateway answers differently each run\nexpect(res.body.code).not.toBe('0');",
  ])('lets %s pass', (source) => {
    expect(weakAssertionsIn(source)).toEqual([]);
  });
});
