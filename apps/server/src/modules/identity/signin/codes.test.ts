import { describe, expect, it } from 'vitest';
import {
  CODE_TTL_MS,
  codeMatches,
  codeState,
  hashCode,
  newSalt,
  newSmsCode,
  resendWaitSeconds,
} from './codes';

const at = new Date('2026-11-28T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('verification codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 50; i += 1) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });

  it('are kept as a salted hash that matches only the code', () => {
    const salt = newSalt();
    const row = { salt, codeHash: hashCode(salt, '123456') };
    expect(row.codeHash).not.toContain('123456');
    expect(hashCode(newSalt(), '123456')).not.toBe(row.codeHash);
    expect(codeMatches(row, '123456')).toBe(true);
    expect(codeMatches(row, '123457')).toBe(false);
  });

  it('are valid for five minutes, once, and until the fifth wrong try', () => {
    const row = { expiresAt: later(CODE_TTL_MS), usedAt: null, tries: 0 };
    expect(codeState(row, later(CODE_TTL_MS - 1))).toBe('valid');
    expect(codeState(row, later(CODE_TTL_MS))).toBe('expired');
    expect(codeState({ ...row, usedAt: at }, at)).toBe('used');
    expect(codeState({ ...row, tries: 4 }, at)).toBe('valid');
    expect(codeState({ ...row, tries: 5 }, at)).toBe('burned');
  });

  it('may be sent again 60 s after the last one', () => {
    expect(resendWaitSeconds(null, at)).toBe(0);
    expect(resendWaitSeconds(at, later(1_000))).toBe(59);
    expect(resendWaitSeconds(at, later(59_001))).toBe(1);
    expect(resendWaitSeconds(at, later(60_000))).toBe(0);
  });
});
