import { describe, expect, it } from 'vitest';
import { brandMachine } from './machines/brand';
import { stepInput } from './step-input';

describe('stepInput()', () => {
  const input = stepInput(brandMachine, 'brandId');

  it("takes the record's id, one of the machine's events and a trimmed remark, '' when left out", () => {
    expect(input.parse({ brandId: '7', event: 'disable', remark: ' 重复 ' })).toEqual({
      brandId: '7',
      event: 'disable',
      remark: '重复',
    });
    expect(input.parse({ brandId: '7', event: 'enable' }).remark).toBe('');
  });

  it('refuses an event the machine does not have, a remark over 200 and a field it does not name', () => {
    expect(input.safeParse({ brandId: '7', event: 'delete' }).success).toBe(false);
    const long = input.safeParse({ brandId: '7', event: 'disable', remark: 'x'.repeat(201) });
    expect(long.error?.issues[0]).toMatchObject({ message: 'validation.tooLong', params: { max: 200 } });
    expect(input.safeParse({ brandId: '7', event: 'disable', status: 0 }).success).toBe(false);
  });
});
