import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandMachine } from './machines/brand';
import { defineStepCall, stepInput } from './step-call';
import { bilingual } from './texts';

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
    const unknownEvent = input.safeParse({ brandId: '7', event: 'delete' });
    expect(unknownEvent.error?.issues[0]).toMatchObject({ code: 'invalid_value', path: ['event'] });
    const long = input.safeParse({ brandId: '7', event: 'disable', remark: 'x'.repeat(201) });
    expect(long.error?.issues[0]).toMatchObject({ message: 'validation.tooLong', params: { max: 200 } });
    const unnamed = input.safeParse({ brandId: '7', event: 'disable', status: 0 });
    expect(unnamed.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['status'] });
  });
});

describe('defineStepCall()', () => {
  const call = defineStepCall(brandMachine, 'brandId', {
    name: 'ucc_changeBrandStatus',
    touches: ['brand'],
    audience: ['operator'],
    permission: 'brandManage',
    label: bilingual('启用/停用品牌', 'Enable/disable brand'),
    summary: 'x',
    output: z.object({ brandId: z.string() }),
  });

  it("writes, takes stepInput's input and logs under the machine's target type with the event as what happened", () => {
    expect(call).toMatchObject({ path: '/api/ucc/changeBrandStatus', writes: true, machine: brandMachine });
    expect(call.audit).toEqual({
      target: brandMachine.audit.target,
      label: bilingual('启用/停用品牌', 'Enable/disable brand'),
      targetKey: 'brandId',
      detailKey: 'event',
    });
    expect(call.input.parse({ brandId: '7', event: 'disable' })).toEqual({
      brandId: '7',
      event: 'disable',
      remark: '',
    });
  });
});
