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
    const refused = detail.safeParse({ brandId: '7', history: [noEvent] });
    expect(refused.error?.issues[0]).toMatchObject({ code: 'invalid_type', path: ['history', 0, 'event'] });
  });
});
