import { isMobile, messages } from '@procuremart/contract';
import type { RuleObject } from 'antd/es/form';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxTextLengthRule, requiredRule, sameAsRule, validatorRule } from './rules';

function catalogue(locale: 'zh-CN' | 'en-US') {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[locale]]));
}

// An instance of its own: test files share a worker and i18next's default instance (vitest.config.ts: isolate
// false), and init merges options into it, so a flat `keySeparator: false` set here on the shared instance
// outlived this file and hid every nested key of the next file that initialised it (lower-first.test.ts failed
// that way in a full run).
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'zh-CN',
    keySeparator: false,
    resources: { 'zh-CN': { translation: catalogue('zh-CN') }, 'en-US': { translation: catalogue('en-US') } },
  });
});

/** Runs a rule as antd would and gives back its message, or null when the value passes. */
async function check(rule: unknown, value: unknown): Promise<string | null> {
  const object = rule as RuleObject;
  try {
    await object.validator?.(object, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('requiredRule', () => {
  it('refuses empty and blank values with the contract message', async () => {
    expect(await check(requiredRule(), '')).toBe('此项为必填项');
    expect(await check(requiredRule(), '   ')).toBe('此项为必填项');
    expect(await check(requiredRule(), undefined)).toBe('此项为必填项');
    expect((requiredRule() as RuleObject).required).toBe(true);
  });

  it('accepts any non-blank value, numbers included', async () => {
    expect(await check(requiredRule(), '得力')).toBeNull();
    expect(await check(requiredRule(), 0)).toBeNull();
  });
});

describe('validatorRule', () => {
  const mobile = validatorRule(isMobile, 'validation.mobile');

  it('reports the validator message for a wrong value', async () => {
    expect(await check(mobile, '12345678901')).toBe('请输入正确的手机号码');
  });

  it('accepts a valid value, trimmed', async () => {
    expect(await check(mobile, ' 13812345678 ')).toBeNull();
  });

  it('lets an optional field stay empty but not a required one', async () => {
    expect(await check(mobile, '')).toBeNull();
    const required = validatorRule(isMobile, 'validation.mobile', { required: true });
    expect(await check(required, '')).toBe('此项为必填项');
    expect(await check(required, '13812345678')).toBeNull();
  });

  it('speaks the language in use when it runs, not when it was made', async () => {
    await i18n.changeLanguage('en-US');
    try {
      expect(await check(mobile, 'abc')).toBe('Please enter a correct mobile number');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

describe('maxTextLengthRule', () => {
  const rule = maxTextLengthRule(6);

  it('counts characters above code 255 as two', async () => {
    expect(await check(rule, '得力文具')).toBe('长度不能超过6个字符（中文算2个）');
    expect(await check(rule, '得力ab')).toBeNull();
    expect(await check(rule, 'abcdef')).toBeNull();
    expect(await check(rule, 'abcdefg')).toBe('长度不能超过6个字符（中文算2个）');
  });

  it('does not judge an empty value (requiredRule does)', async () => {
    expect(await check(rule, undefined)).toBeNull();
  });
});

describe('sameAsRule', () => {
  it('refuses a confirmation that differs from the other field', async () => {
    const values: Record<string, string> = { password: 'Procure#2026' };
    const rule = (sameAsRule('password') as (form: unknown) => RuleObject)({
      getFieldValue: (name: string) => values[name],
    });
    expect(await check(rule, 'Procure#2025')).toBe('两次输入的密码不一致');
    expect(await check(rule, 'Procure#2026')).toBeNull();
  });
});
