import { describe, expect, it } from 'vitest';
import { dateTimeSchema, isDateTime } from './lists';

describe('isDateTime', () => {
  it.each([
    '1970-01-01',
    '2026-02-28',
    '2024-02-29',
    '2026-01-01T08:00',
    '2026-01-01T08:00:59Z',
    '2026-01-01T08:00:00.123Z',
    '2026-01-01T08:00:00+08:00',
    '9999-12-31T23:59:59.999Z',
  ])('accepts %s', (text) => expect(isDateTime(text)).toBe(true));

  it.each([
    '',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '1969-12-31',
    '2026-02-29',
    '2026-13-01',
    '2026-01-01T24:00',
    '2026-01-01T08:60',
    '2026/01/01',
    'yesterday',
    `2026-01-01${'0'.repeat(100)}`,
  ])('refuses %j', (text) => expect(isDateTime(text)).toBe(false));

  it('names the dateTime message, also for very long text', () => {
    const result = dateTimeSchema.safeParse('x'.repeat(900_000));
    expect(result.error?.issues[0].message).toBe('validation.dateTime');
  });
});
