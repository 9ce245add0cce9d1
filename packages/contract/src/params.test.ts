import { describe, expect, it } from 'vitest';
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
