import { LOCALES, type Locale, messages } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import type { BilingualTexts } from './define-texts';
import { manifestTexts } from './manifest-texts';
import { nestDottedKeys, type TextTree } from './merge';
import { shellTexts } from './shell-texts';

// Every texts file, the storefront's and the back-office domains' alike.
const textFiles = import.meta.glob<{ default: BilingualTexts }>('../**/texts.ts', { eager: true });

const contractTexts = (locale: Locale): TextTree =>
  nestDottedKeys(Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[locale]])));

/** Every source of i18n resources by a name to report, as both languages' trees. */
const sources: [string, Record<Locale, TextTree>][] = [
  ...Object.entries(textFiles).map(
    ([path, mod]) =>
      [path, mod.default as unknown as Record<Locale, TextTree>] as [string, Record<Locale, TextTree>],
  ),
  ['i18n/zh-CN.ts + en-US.ts', shellTexts as unknown as Record<Locale, TextTree>],
  ['contract manifests', { 'zh-CN': manifestTexts('zh-CN'), 'en-US': manifestTexts('en-US') }],
  ['contract messages', { 'zh-CN': contractTexts('zh-CN'), 'en-US': contractTexts('en-US') }],
];

/** Full dotted keys of a tree's leaves; a leaf that is not a string is reported as `<key>:not-a-string`. */
function leafKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [full];
    if (typeof value === 'object' && value !== null) return leafKeys(value, full);
    return [`${full}:not-a-string`];
  });
}

describe('texts files', () => {
  it('are all found', () => {
    expect(Object.keys(textFiles).length).toBeGreaterThanOrEqual(8);
  });

  it('have the same keys in both languages, every leaf a string', () => {
    for (const [name, texts] of sources) {
      const [zh, en] = LOCALES.map((locale) => leafKeys(texts[locale]).sort());
      expect(en, name).toEqual(zh);
      expect(
        zh.filter((key) => key.endsWith(':not-a-string')),
        name,
      ).toEqual([]);
    }
  });

  it('define no key twice across files', () => {
    const owners = new Map<string, string[]>();
    for (const [name, texts] of sources)
      for (const key of leafKeys(texts['zh-CN'])) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});

describe('the logout confirmation', () => {
  it('asks in natural English what SPEC asks in Chinese: log out of this account, tabs and settings kept', () => {
    const [zh, en] = (['zh-CN', 'en-US'] as const).map(
      (locale) => (shellTexts[locale] as { layout: { logoutConfirm: string } }).layout.logoutConfirm,
    );
    expect(zh).toContain('确定要退出当前账号吗');
    expect(en).toMatch(/^Are you sure you want to log out of this account\?/);
    expect(en).not.toContain('are logged out');
  });
});
