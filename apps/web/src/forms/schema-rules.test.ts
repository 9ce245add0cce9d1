import { changeDictionaryItemStatus, createBrand, registerEnterprise } from '@procuremart/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { loadAllDomainTexts } from '../i18n/domain-texts';
import { fieldFacts, issueMessage, schemaRule } from './schema-rules';

describe('fieldFacts', () => {
  it('reads required, text limits, number ranges and choices from a call input', () => {
    expect(fieldFacts(createBrand.input, 'brandName')).toMatchObject({
      required: true,
      maxLength: 60,
      base: 'string',
    });
    expect(fieldFacts(createBrand.input, 'brandNameEn')).toMatchObject({ required: false, maxLength: 60 });
    expect(fieldFacts(createBrand.input, 'sortNo')).toMatchObject({
      required: false,
      min: 0,
      max: 99999,
      integer: true,
    });
    expect(fieldFacts(registerEnterprise.input, 'orgName')).toMatchObject({ required: true, maxLength: 100 });
    expect(fieldFacts(changeDictionaryItemStatus.input, 'status')).toMatchObject({
      base: 'enum',
      values: [0, 1],
    });
  });
});

describe('issueMessage', () => {
  it('maps zod issues to the message keys the server answers with', () => {
    expect(issueMessage({ code: 'invalid_type', message: 'x', input: undefined }).key).toBe(
      'validation.required',
    );
    expect(issueMessage({ code: 'custom', message: 'validation.tooLong', params: { max: 60 } })).toEqual({
      key: 'validation.tooLong',
      params: { max: 60 },
    });
    expect(issueMessage({ code: 'too_big', message: 'x', origin: 'number', maximum: 99999 })).toEqual({
      key: 'validation.maxValue',
      params: { max: 99999 },
    });
  });
});

describe('schemaRule', () => {
  beforeAll(() => loadAllDomainTexts());
  // The rule's message is what the form shows under the field, in the user's language.
  const refusal = async (value: string) => {
    const rule = schemaRule(registerEnterprise.input, 'username') as {
      validator: (rule: unknown, value: unknown) => Promise<void>;
    };
    return rule.validator({}, value).then(
      () => null,
      (error: Error) => error.message,
    );
  };

  it('says an empty username is required, and a short one too short', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(await refusal('')).toBe('此项为必填项');
    expect(await refusal('abc')).toBe('用户名太短：至少6位（6-20位字母、数字或下划线）');
    expect(await refusal('buyer_2026')).toBeNull();
    await i18n.changeLanguage('en-US');
    expect(await refusal('')).toBe('This field is required');
    await i18n.changeLanguage('zh-CN');
  });
});
