// Issue 19 finding 2: a deeply nested JSON body answered 500 on every call (the control-character walker
// recursed until the stack overflowed). Bodies are limited to MAX_JSON_DEPTH levels by the parser.
import { getUserInfo, login, searchGoods } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/call';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findControlCharacter } from './input';
import { MAX_JSON_DEPTH, tooDeepAt } from './json-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Where a body of nested arrays under "x" passes the limit: the container at level MAX_JSON_DEPTH + 1. */
const deepestPath = ['x', ...Array(MAX_JSON_DEPTH - 1).fill('0')].join('.');
const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('nesting depth of request bodies', () => {
  it('refuses 4,000 levels with HTTP 400 naming where, without login, on any call', async () => {
    for (const def of [login, searchGoods, getUserInfo]) {
      const result = await call(t.app, def, {} as never, { rawBody: nested(4000), locale: 'en-US' });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('E400');
      expect(result.body.respDesc).toBe(
        `The request body is nested more than ${MAX_JSON_DEPTH} levels deep (at ${deepestPath})`,
      );
    }
  });

  it('takes a body exactly at the limit to the call (its schema answers)', async () => {
    const result = await call(t.app, login, {} as never, { rawBody: nested(MAX_JSON_DEPTH) });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe('E400');
    const { errors } = result.body.data as unknown as { errors: { field: string }[] };
    expect(errors.map((e) => e.field)).toContain('x');
  });

  it('answers 400 for a million opening brackets (the parser itself gives up)', async () => {
    const result = await call(t.app, login, {} as never, { rawBody: `{"x":${'['.repeat(1_000_000)}` });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('E400');
  });
});

describe('walkers never recurse', () => {
  // Built in code, as a caller inside the server could: 100,000 levels would overflow a recursive walk.
  const deep = (levels: number, leaf: unknown): unknown => {
    let value: unknown = leaf;
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };

  it('finds a control character 100,000 levels down', () => {
    const path = findControlCharacter(deep(100_000, 'b\u0000'));
    expect(path?.split('.')).toHaveLength(100_000);
  });

  it('finds where a value passes the depth limit', () => {
    expect(tooDeepAt(deep(100_000, 1), MAX_JSON_DEPTH)?.split('.')).toHaveLength(MAX_JSON_DEPTH);
    expect(tooDeepAt(deep(MAX_JSON_DEPTH, 1), MAX_JSON_DEPTH)).toBeNull();
  });
});
