import { describe, expect, it } from 'vitest';
import { errorEnvelope, isSuccess, okEnvelope } from './envelope';
import { formatMessage, pickLocale } from './messages';

describe('envelope', () => {
  it('tells success as SPEC §8 does', () => {
    const answers = [
      okEnvelope(1),
      { code: '0000', respCode: '0' },
      { code: 0 as unknown as string, respCode: '0000' },
      { code: '0', respCode: '8888' },
      errorEnvelope('8888', 'bad'),
      errorEnvelope('AE401', 'expired'),
      null,
    ];
    expect(answers.map(isSuccess)).toEqual([true, true, true, false, false, false, false]);
  });
});

describe('messages', () => {
  it('formats both languages with parameters', () => {
    expect(formatMessage('error.accountLocked', 'en-US', { minutes: 15 })).toContain('15 minutes');
    expect(formatMessage('error.accountLocked', 'zh-CN', { minutes: 15 })).toContain('15分钟');
    expect(formatMessage('no.such.key', 'en-US')).toBe('no.such.key');
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('zh-CN')).toBe('zh-CN');
    expect(pickLocale(undefined)).toBe('zh-CN');
  });
});
