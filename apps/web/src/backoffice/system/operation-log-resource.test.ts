import { describe, expect, it } from 'vitest';
import { detailLabelKey } from './operation-log-resource';
import texts from './texts';

const label = (locale: 'zh-CN' | 'en-US', key: string | undefined) =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[locale]);

describe('operation-log details', () => {
  it('label codes and the raw English of older rows in the reader’s language', () => {
    for (const detail of ['wrongCredentials', 'wrong credentials']) {
      expect(label('zh-CN', detailLabelKey(detail))).toBe('用户名或密码错误');
      expect(label('en-US', detailLabelKey(detail))).toBe('Wrong username or password');
    }
    expect(label('zh-CN', detailLabelKey('disable'))).toBe('停用');
    expect(label('en-US', detailLabelKey('remember me'))).toBe('Stay logged in');
  });

  it('keep message keys for the contract messages and show names as entered', () => {
    expect(detailLabelKey('error.accountDisabled')).toBe('error.accountDisabled');
    expect(detailLabelKey('得力')).toBeUndefined();
  });
});
