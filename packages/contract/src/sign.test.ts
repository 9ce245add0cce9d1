import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';
import { computeSign, reverseCodePoints } from './sign';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    '螺丝 M6',
    '😀'.repeat(40),
    'x'.repeat(55),
    'x'.repeat(56),
    'x'.repeat(64),
    'y'.repeat(1000),
  ])('matches node crypto for %j', (text) => expect(sha256Hex(text)).toBe(nodeSha(text)));
});

describe('computeSign', () => {
  it('reverses by code points so surrogate pairs survive', () => {
    expect(reverseCodePoints('a😀b')).toBe('b😀a');
  });

  it('hashes body + reverse(body) + pn + signTime + token', () => {
    const body = '{"username":"张三😀"}';
    const sign = computeSign({ body, pn: 'login', signTime: '1700000000000', token: 'tok' });
    expect(sign).toBe(nodeSha(`${body}${reverseCodePoints(body)}login1700000000000tok`));
    expect(sign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with every part', () => {
    const base = { body: '{}', pn: 'a', signTime: '1', token: '' };
    const sign = computeSign(base);
    expect(computeSign({ ...base, body: '{ }' })).not.toBe(sign);
    expect(computeSign({ ...base, pn: 'b' })).not.toBe(sign);
    expect(computeSign({ ...base, signTime: '2' })).not.toBe(sign);
    expect(computeSign({ ...base, token: 't' })).not.toBe(sign);
  });
});
