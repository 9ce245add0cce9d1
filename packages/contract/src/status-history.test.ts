import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withHistory } from './status-history';

describe('withHistory()', () => {
  const detail = withHistory(z.object({ brandId: z.string() }));
  const step = {
    fromStatus: '1',
    toStatus: '0',
    event: 'disable',
    username: 'operator01',
    remark: '',
    createdAt: 'x',
  };

  it("answers the row's fields with its steps", () => {
    expect(detail.parse({ brandId: '7', history: [step] })).toEqual({ brandId: '7', history: [step] });
  });

  it('refuses a step without its event', () => {
    const { event: _event, ...noEvent } = step;
    expect(detail.safeParse({ brandId: '7', history: [noEvent] }).success).toBe(false);
  });
});
