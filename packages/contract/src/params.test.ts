import { describe, expect, it } from 'vitest';
import { GROUP_WAYS } from './dictionaries';
import { PARAMS, parseParamValue } from './params';

describe('text parameters', () => {
  const payee = PARAMS['order.transferPayee'];
  it('take a trimmed text up to their length', () => {
    expect(parseParamValue(payee, '  上海某某有限公司 ')).toEqual({ ok: true, value: '上海某某有限公司' });
  });
  it('refuse an empty or too long text with the field rule', () => {
    expect(parseParamValue(payee, '   ')).toMatchObject({ ok: false, messageKey: 'validation.required' });
    expect(parseParamValue(payee, 'x'.repeat(41))).toMatchObject({
      ok: false,
      messageKey: 'validation.maxLength',
      params: { max: 40 },
    });
  });
});

describe('choice parameters', () => {
  const split = PARAMS['order.defaultGroupWay'];
  it('offer exactly the group ways checkout knows, the default among them', () => {
    expect(split.options.map((option) => option.value)).toEqual([...GROUP_WAYS]);
    expect(GROUP_WAYS).toContain(split.defaultValue);
  });
  it('take one of their options only', () => {
    expect(parseParamValue(split, ' orderGroup ')).toEqual({ ok: true, value: 'orderGroup' });
    expect(parseParamValue(split, 'sideways')).toMatchObject({ ok: false, messageKey: 'validation.invalid' });
  });
});
